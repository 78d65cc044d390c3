//! The kingofthehill evaluation weights, fitted by `ferrum tune --variant kingofthehill`.
//! Round 2 of the fit to Fairy-Stockfish 11.1's judgement, the chess terms alone (`--only`
//! with every chess group but king flank, king blockers and complexity, which the command's
//! list missed and which kept their weights), king of the hill's own row
//! (`src/eval/variants/king_of_the_hill_weights.rs`) held at its hand-set weights: 152,786
//! positions of `bench/variants/data` (shards koth-selfplay-1..4, 10,000 self-play games,
//! depth-8 labels), targets the labels' win probability alone (scale 1.0350, round 1's, given),
//! held out: koth-validation-1 and -2 (8,809 positions, depth 10). `--score-weight 1
//! --score-scale 1.0350 --monotone`, no prior, best held-out check at epoch 275 of 2000, lr 1,
//! K 1.3220, MSE 0.027620 -> 0.026174, held-out MSE 0.026480 -> 0.025287.

use super::layout::{assemble, Named};
use super::params::{NUM_PARAMS, TERMS};
use super::{variant_chess, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, variant_chess::TUNED, FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(57, 94),     // material[0]
            Pair::new(348, 389),   // material[1]
            Pair::new(381, 432),   // material[2]
            Pair::new(418, 654),   // material[3]
            Pair::new(1119, 1214), // material[4]
            Pair::new(0, 0),       // material[5]
        ],
    ),
    (
        "pst",
        &[
            Pair::new(0, 0),       // pst[0]
            Pair::new(0, 0),       // pst[1]
            Pair::new(0, 0),       // pst[2]
            Pair::new(0, 0),       // pst[3]
            Pair::new(0, 0),       // pst[4]
            Pair::new(0, 0),       // pst[5]
            Pair::new(0, 0),       // pst[6]
            Pair::new(0, 0),       // pst[7]
            Pair::new(9, -20),     // pst[8]
            Pair::new(9, 1),       // pst[9]
            Pair::new(5, 34),      // pst[10]
            Pair::new(-20, 4),     // pst[11]
            Pair::new(-16, 50),    // pst[12]
            Pair::new(25, 17),     // pst[13]
            Pair::new(21, 5),      // pst[14]
            Pair::new(-1, -21),    // pst[15]
            Pair::new(8, -40),     // pst[16]
            Pair::new(-8, -6),     // pst[17]
            Pair::new(-9, -24),    // pst[18]
            Pair::new(-38, -20),   // pst[19]
            Pair::new(-41, -31),   // pst[20]
            Pair::new(-2, -24),    // pst[21]
            Pair::new(9, 3),       // pst[22]
            Pair::new(-8, -9),     // pst[23]
            Pair::new(-6, -27),    // pst[24]
            Pair::new(-14, 2),     // pst[25]
            Pair::new(-4, 20),     // pst[26]
            Pair::new(21, 25),     // pst[27]
            Pair::new(15, 52),     // pst[28]
            Pair::new(21, -10),    // pst[29]
            Pair::new(0, 30),      // pst[30]
            Pair::new(-6, -41),    // pst[31]
            Pair::new(4, -11),     // pst[32]
            Pair::new(10, 8),      // pst[33]
            Pair::new(2, 41),      // pst[34]
            Pair::new(51, 92),     // pst[35]
            Pair::new(43, 74),     // pst[36]
            Pair::new(17, 80),     // pst[37]
            Pair::new(17, 2),      // pst[38]
            Pair::new(3, 9),       // pst[39]
            Pair::new(-22, 7),     // pst[40]
            Pair::new(-17, -18),   // pst[41]
            Pair::new(-7, -7),     // pst[42]
            Pair::new(27, 15),     // pst[43]
            Pair::new(-7, 80),     // pst[44]
            Pair::new(-20, 24),    // pst[45]
            Pair::new(5, -6),      // pst[46]
            Pair::new(3, -15),     // pst[47]
            Pair::new(74, 175),    // pst[48]
            Pair::new(-16, 39),    // pst[49]
            Pair::new(41, 102),    // pst[50]
            Pair::new(69, 92),     // pst[51]
            Pair::new(-55, 100),   // pst[52]
            Pair::new(32, 163),    // pst[53]
            Pair::new(-47, 225),   // pst[54]
            Pair::new(80, 86),     // pst[55]
            Pair::new(0, 0),       // pst[56]
            Pair::new(0, 0),       // pst[57]
            Pair::new(0, 0),       // pst[58]
            Pair::new(0, 0),       // pst[59]
            Pair::new(0, 0),       // pst[60]
            Pair::new(0, 0),       // pst[61]
            Pair::new(0, 0),       // pst[62]
            Pair::new(0, 0),       // pst[63]
            Pair::new(-135, 40),   // pst[64]
            Pair::new(-13, -156),  // pst[65]
            Pair::new(-78, -106),  // pst[66]
            Pair::new(-41, -48),   // pst[67]
            Pair::new(-56, -97),   // pst[68]
            Pair::new(-58, -112),  // pst[69]
            Pair::new(-6, -133),   // pst[70]
            Pair::new(-108, -6),   // pst[71]
            Pair::new(-12, -57),   // pst[72]
            Pair::new(-33, -166),  // pst[73]
            Pair::new(-21, -122),  // pst[74]
            Pair::new(-23, -102),  // pst[75]
            Pair::new(-18, -70),   // pst[76]
            Pair::new(-24, -74),   // pst[77]
            Pair::new(-34, -35),   // pst[78]
            Pair::new(-41, -110),  // pst[79]
            Pair::new(-31, -68),   // pst[80]
            Pair::new(-34, -5),    // pst[81]
            Pair::new(-20, -73),   // pst[82]
            Pair::new(-8, -36),    // pst[83]
            Pair::new(-28, -51),   // pst[84]
            Pair::new(-3, -119),   // pst[85]
            Pair::new(-13, -36),   // pst[86]
            Pair::new(-30, -35),   // pst[87]
            Pair::new(20, 18),     // pst[88]
            Pair::new(-14, -33),   // pst[89]
            Pair::new(4, 6),       // pst[90]
            Pair::new(48, 199),    // pst[91]
            Pair::new(60, 176),    // pst[92]
            Pair::new(10, 19),     // pst[93]
            Pair::new(5, -47),     // pst[94]
            Pair::new(14, 4),      // pst[95]
            Pair::new(29, -10),    // pst[96]
            Pair::new(0, 87),      // pst[97]
            Pair::new(8, 57),      // pst[98]
            Pair::new(65, 129),    // pst[99]
            Pair::new(57, 115),    // pst[100]
            Pair::new(-2, 84),     // pst[101]
            Pair::new(7, 87),      // pst[102]
            Pair::new(-1, 119),    // pst[103]
            Pair::new(-125, 39),   // pst[104]
            Pair::new(-4, -20),    // pst[105]
            Pair::new(13, -23),    // pst[106]
            Pair::new(62, 18),     // pst[107]
            Pair::new(22, 59),     // pst[108]
            Pair::new(34, -100),   // pst[109]
            Pair::new(14, -26),    // pst[110]
            Pair::new(-87, 35),    // pst[111]
            Pair::new(-43, -23),   // pst[112]
            Pair::new(61, 80),     // pst[113]
            Pair::new(57, -10),    // pst[114]
            Pair::new(56, -45),    // pst[115]
            Pair::new(73, -93),    // pst[116]
            Pair::new(16, -22),    // pst[117]
            Pair::new(12, 154),    // pst[118]
            Pair::new(-56, 70),    // pst[119]
            Pair::new(-41, -141),  // pst[120]
            Pair::new(-83, 75),    // pst[121]
            Pair::new(-148, 85),   // pst[122]
            Pair::new(-206, 89),   // pst[123]
            Pair::new(77, 152),    // pst[124]
            Pair::new(-196, 39),   // pst[125]
            Pair::new(-114, -59),  // pst[126]
            Pair::new(-75, -79),   // pst[127]
            Pair::new(-2, -39),    // pst[128]
            Pair::new(-40, 34),    // pst[129]
            Pair::new(13, -30),    // pst[130]
            Pair::new(-96, -38),   // pst[131]
            Pair::new(-50, 33),    // pst[132]
            Pair::new(-21, -33),   // pst[133]
            Pair::new(-174, -43),  // pst[134]
            Pair::new(-33, 12),    // pst[135]
            Pair::new(-22, 77),    // pst[136]
            Pair::new(14, -42),    // pst[137]
            Pair::new(-19, -14),   // pst[138]
            Pair::new(-7, -7),     // pst[139]
            Pair::new(-32, -26),   // pst[140]
            Pair::new(-22, -26),   // pst[141]
            Pair::new(-9, -39),    // pst[142]
            Pair::new(33, 36),     // pst[143]
            Pair::new(22, 63),     // pst[144]
            Pair::new(14, 68),     // pst[145]
            Pair::new(-12, -25),   // pst[146]
            Pair::new(3, -5),      // pst[147]
            Pair::new(10, -12),    // pst[148]
            Pair::new(-24, -55),   // pst[149]
            Pair::new(51, 31),     // pst[150]
            Pair::new(17, 76),     // pst[151]
            Pair::new(12, 15),     // pst[152]
            Pair::new(20, 35),     // pst[153]
            Pair::new(31, 58),     // pst[154]
            Pair::new(93, 116),    // pst[155]
            Pair::new(63, 175),    // pst[156]
            Pair::new(39, 37),     // pst[157]
            Pair::new(35, 74),     // pst[158]
            Pair::new(18, 35),     // pst[159]
            Pair::new(15, -79),    // pst[160]
            Pair::new(47, 53),     // pst[161]
            Pair::new(23, 39),     // pst[162]
            Pair::new(40, 120),    // pst[163]
            Pair::new(71, 104),    // pst[164]
            Pair::new(18, 41),     // pst[165]
            Pair::new(55, 58),     // pst[166]
            Pair::new(0, 69),      // pst[167]
            Pair::new(-27, -42),   // pst[168]
            Pair::new(17, -108),   // pst[169]
            Pair::new(-17, -28),   // pst[170]
            Pair::new(24, 45),     // pst[171]
            Pair::new(33, -6),     // pst[172]
            Pair::new(75, -141),   // pst[173]
            Pair::new(31, -58),    // pst[174]
            Pair::new(32, -117),   // pst[175]
            Pair::new(-9, -53),    // pst[176]
            Pair::new(-22, -69),   // pst[177]
            Pair::new(21, -7),     // pst[178]
            Pair::new(53, 117),    // pst[179]
            Pair::new(57, -69),    // pst[180]
            Pair::new(-35, 69),    // pst[181]
            Pair::new(5, -89),     // pst[182]
            Pair::new(-13, -49),   // pst[183]
            Pair::new(5, -119),    // pst[184]
            Pair::new(-86, 81),    // pst[185]
            Pair::new(-138, 64),   // pst[186]
            Pair::new(-73, 36),    // pst[187]
            Pair::new(-247, 2),    // pst[188]
            Pair::new(-228, 188),  // pst[189]
            Pair::new(-169, -88),  // pst[190]
            Pair::new(9, 24),      // pst[191]
            Pair::new(-22, -74),   // pst[192]
            Pair::new(-34, -61),   // pst[193]
            Pair::new(-29, -16),   // pst[194]
            Pair::new(-15, -39),   // pst[195]
            Pair::new(-1, -29),    // pst[196]
            Pair::new(-19, -21),   // pst[197]
            Pair::new(-27, -59),   // pst[198]
            Pair::new(-13, -92),   // pst[199]
            Pair::new(-29, -115),  // pst[200]
            Pair::new(-67, -3),    // pst[201]
            Pair::new(-68, -34),   // pst[202]
            Pair::new(-51, -30),   // pst[203]
            Pair::new(17, -47),    // pst[204]
            Pair::new(-53, 51),    // pst[205]
            Pair::new(-43, -43),   // pst[206]
            Pair::new(-34, -98),   // pst[207]
            Pair::new(-46, -39),   // pst[208]
            Pair::new(-33, -8),    // pst[209]
            Pair::new(-13, -56),   // pst[210]
            Pair::new(-33, -73),   // pst[211]
            Pair::new(-14, -54),   // pst[212]
            Pair::new(-60, 45),    // pst[213]
            Pair::new(-27, 4),     // pst[214]
            Pair::new(-55, -65),   // pst[215]
            Pair::new(-25, -18),   // pst[216]
            Pair::new(-80, 53),    // pst[217]
            Pair::new(-37, 18),    // pst[218]
            Pair::new(53, 86),     // pst[219]
            Pair::new(85, 141),    // pst[220]
            Pair::new(-15, 29),    // pst[221]
            Pair::new(1, -15),     // pst[222]
            Pair::new(-29, 32),    // pst[223]
            Pair::new(-13, 39),    // pst[224]
            Pair::new(18, 24),     // pst[225]
            Pair::new(20, -3),     // pst[226]
            Pair::new(29, 116),    // pst[227]
            Pair::new(66, 104),    // pst[228]
            Pair::new(76, 22),     // pst[229]
            Pair::new(19, 20),     // pst[230]
            Pair::new(20, -14),    // pst[231]
            Pair::new(-6, 143),    // pst[232]
            Pair::new(-10, 147),   // pst[233]
            Pair::new(-3, 165),    // pst[234]
            Pair::new(126, 12),    // pst[235]
            Pair::new(123, 38),    // pst[236]
            Pair::new(187, 133),   // pst[237]
            Pair::new(19, 132),    // pst[238]
            Pair::new(7, 103),     // pst[239]
            Pair::new(-108, 140),  // pst[240]
            Pair::new(8, 65),      // pst[241]
            Pair::new(113, 38),    // pst[242]
            Pair::new(82, 16),     // pst[243]
            Pair::new(37, 9),      // pst[244]
            Pair::new(37, 92),     // pst[245]
            Pair::new(-21, 72),    // pst[246]
            Pair::new(32, -17),    // pst[247]
            Pair::new(-137, 109),  // pst[248]
            Pair::new(14, 55),     // pst[249]
            Pair::new(62, 5),      // pst[250]
            Pair::new(217, -144),  // pst[251]
            Pair::new(81, -21),    // pst[252]
            Pair::new(-33, 86),    // pst[253]
            Pair::new(7, -3),      // pst[254]
            Pair::new(-6, 0),      // pst[255]
            Pair::new(-90, 100),   // pst[256]
            Pair::new(-16, -155),  // pst[257]
            Pair::new(-7, -112),   // pst[258]
            Pair::new(18, -216),   // pst[259]
            Pair::new(-22, -145),  // pst[260]
            Pair::new(4, -102),    // pst[261]
            Pair::new(-34, -38),   // pst[262]
            Pair::new(-33, -127),  // pst[263]
            Pair::new(1, -19),     // pst[264]
            Pair::new(-24, -37),   // pst[265]
            Pair::new(2, -17),     // pst[266]
            Pair::new(10, -143),   // pst[267]
            Pair::new(16, -103),   // pst[268]
            Pair::new(-18, -60),   // pst[269]
            Pair::new(-56, -13),   // pst[270]
            Pair::new(-3, -106),   // pst[271]
            Pair::new(21, -2),     // pst[272]
            Pair::new(21, -20),    // pst[273]
            Pair::new(-8, -47),    // pst[274]
            Pair::new(-5, 15),     // pst[275]
            Pair::new(7, -44),     // pst[276]
            Pair::new(15, -4),     // pst[277]
            Pair::new(17, 21),     // pst[278]
            Pair::new(12, -36),    // pst[279]
            Pair::new(28, -93),    // pst[280]
            Pair::new(14, 82),     // pst[281]
            Pair::new(14, 21),     // pst[282]
            Pair::new(64, 158),    // pst[283]
            Pair::new(55, 209),    // pst[284]
            Pair::new(3, 90),      // pst[285]
            Pair::new(3, 133),     // pst[286]
            Pair::new(5, -8),      // pst[287]
            Pair::new(0, -78),     // pst[288]
            Pair::new(17, -20),    // pst[289]
            Pair::new(19, 141),    // pst[290]
            Pair::new(61, 133),    // pst[291]
            Pair::new(61, 180),    // pst[292]
            Pair::new(20, 63),     // pst[293]
            Pair::new(22, 80),     // pst[294]
            Pair::new(42, -70),    // pst[295]
            Pair::new(18, -82),    // pst[296]
            Pair::new(37, -27),    // pst[297]
            Pair::new(81, -47),    // pst[298]
            Pair::new(138, -22),   // pst[299]
            Pair::new(75, -52),    // pst[300]
            Pair::new(52, 64),     // pst[301]
            Pair::new(60, 7),      // pst[302]
            Pair::new(11, -10),    // pst[303]
            Pair::new(-45, 82),    // pst[304]
            Pair::new(-24, 34),    // pst[305]
            Pair::new(22, 108),    // pst[306]
            Pair::new(47, 65),     // pst[307]
            Pair::new(-22, 117),   // pst[308]
            Pair::new(29, 13),     // pst[309]
            Pair::new(25, 53),     // pst[310]
            Pair::new(7, 96),      // pst[311]
            Pair::new(7, -54),     // pst[312]
            Pair::new(-56, 127),   // pst[313]
            Pair::new(91, -38),    // pst[314]
            Pair::new(-42, 118),   // pst[315]
            Pair::new(18, 43),     // pst[316]
            Pair::new(168, 58),    // pst[317]
            Pair::new(34, 64),     // pst[318]
            Pair::new(43, -95),    // pst[319]
            Pair::new(143, -268),  // pst[320]
            Pair::new(1, -194),    // pst[321]
            Pair::new(47, -161),   // pst[322]
            Pair::new(-66, -132),  // pst[323]
            Pair::new(15, -149),   // pst[324]
            Pair::new(12, -144),   // pst[325]
            Pair::new(42, -188),   // pst[326]
            Pair::new(19, -166),   // pst[327]
            Pair::new(17, -67),    // pst[328]
            Pair::new(-7, -88),    // pst[329]
            Pair::new(-21, 23),    // pst[330]
            Pair::new(-52, 94),    // pst[331]
            Pair::new(-31, 70),    // pst[332]
            Pair::new(13, 7),      // pst[333]
            Pair::new(-21, -57),   // pst[334]
            Pair::new(3, -75),     // pst[335]
            Pair::new(-22, 69),    // pst[336]
            Pair::new(16, 47),     // pst[337]
            Pair::new(-58, 35),    // pst[338]
            Pair::new(-71, 69),    // pst[339]
            Pair::new(-74, 80),    // pst[340]
            Pair::new(-54, 40),    // pst[341]
            Pair::new(4, 8),       // pst[342]
            Pair::new(-183, 26),   // pst[343]
            Pair::new(77, 97),     // pst[344]
            Pair::new(-22, 132),   // pst[345]
            Pair::new(-65, 159),   // pst[346]
            Pair::new(-152, 41),   // pst[347]
            Pair::new(-50, 44),    // pst[348]
            Pair::new(-79, 97),    // pst[349]
            Pair::new(13, 159),    // pst[350]
            Pair::new(110, -151),  // pst[351]
            Pair::new(12, 76),     // pst[352]
            Pair::new(-62, 211),   // pst[353]
            Pair::new(-91, 147),   // pst[354]
            Pair::new(-295, 96),   // pst[355]
            Pair::new(-160, 46),   // pst[356]
            Pair::new(13, 122),    // pst[357]
            Pair::new(-120, 127),  // pst[358]
            Pair::new(-87, 7),     // pst[359]
            Pair::new(-93, 3),     // pst[360]
            Pair::new(-298, 176),  // pst[361]
            Pair::new(-225, 21),   // pst[362]
            Pair::new(54, -25),    // pst[363]
            Pair::new(96, 69),     // pst[364]
            Pair::new(19, 77),     // pst[365]
            Pair::new(-89, -16),   // pst[366]
            Pair::new(-58, -107),  // pst[367]
            Pair::new(-100, -32),  // pst[368]
            Pair::new(-55, -90),   // pst[369]
            Pair::new(-14, -3),    // pst[370]
            Pair::new(100, 83),    // pst[371]
            Pair::new(17, 10),     // pst[372]
            Pair::new(-420, -69),  // pst[373]
            Pair::new(-167, 66),   // pst[374]
            Pair::new(-153, 80),   // pst[375]
            Pair::new(141, -106),  // pst[376]
            Pair::new(-239, -125), // pst[377]
            Pair::new(21, -178),   // pst[378]
            Pair::new(-108, -81),  // pst[379]
            Pair::new(33, 87),     // pst[380]
            Pair::new(-301, -114), // pst[381]
            Pair::new(36, 29),     // pst[382]
            Pair::new(-200, -119), // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-56, -68), // mobility_knight[0]
            Pair::new(-36, -52), // mobility_knight[1]
            Pair::new(-24, -8),  // mobility_knight[2]
            Pair::new(-17, 28),  // mobility_knight[3]
            Pair::new(-5, 41),   // mobility_knight[4]
            Pair::new(-1, 54),   // mobility_knight[5]
            Pair::new(11, 61),   // mobility_knight[6]
            Pair::new(17, 61),   // mobility_knight[7]
            Pair::new(17, 74),   // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-48, -197), // mobility_bishop[0]
            Pair::new(-39, -124), // mobility_bishop[1]
            Pair::new(-23, -41),  // mobility_bishop[2]
            Pair::new(-13, 0),    // mobility_bishop[3]
            Pair::new(-3, 23),    // mobility_bishop[4]
            Pair::new(3, 44),     // mobility_bishop[5]
            Pair::new(9, 50),     // mobility_bishop[6]
            Pair::new(10, 70),    // mobility_bishop[7]
            Pair::new(10, 70),    // mobility_bishop[8]
            Pair::new(17, 79),    // mobility_bishop[9]
            Pair::new(24, 82),    // mobility_bishop[10]
            Pair::new(24, 82),    // mobility_bishop[11]
            Pair::new(33, 82),    // mobility_bishop[12]
            Pair::new(66, 82),    // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-110, -120), // mobility_rook[0]
            Pair::new(-45, -55),   // mobility_rook[1]
            Pair::new(-33, -12),   // mobility_rook[2]
            Pair::new(-24, 20),    // mobility_rook[3]
            Pair::new(-14, 20),    // mobility_rook[4]
            Pair::new(-6, 47),     // mobility_rook[5]
            Pair::new(5, 53),      // mobility_rook[6]
            Pair::new(11, 53),     // mobility_rook[7]
            Pair::new(18, 57),     // mobility_rook[8]
            Pair::new(28, 64),     // mobility_rook[9]
            Pair::new(42, 69),     // mobility_rook[10]
            Pair::new(47, 69),     // mobility_rook[11]
            Pair::new(56, 70),     // mobility_rook[12]
            Pair::new(69, 70),     // mobility_rook[13]
            Pair::new(75, 130),    // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(11, -158), // mobility_queen[0]
            Pair::new(11, -158), // mobility_queen[1]
            Pair::new(11, -158), // mobility_queen[2]
            Pair::new(15, -158), // mobility_queen[3]
            Pair::new(17, -158), // mobility_queen[4]
            Pair::new(17, -158), // mobility_queen[5]
            Pair::new(23, -132), // mobility_queen[6]
            Pair::new(27, -60),  // mobility_queen[7]
            Pair::new(34, -39),  // mobility_queen[8]
            Pair::new(37, -22),  // mobility_queen[9]
            Pair::new(38, -12),  // mobility_queen[10]
            Pair::new(46, 1),    // mobility_queen[11]
            Pair::new(46, 1),    // mobility_queen[12]
            Pair::new(46, 31),   // mobility_queen[13]
            Pair::new(52, 36),   // mobility_queen[14]
            Pair::new(52, 36),   // mobility_queen[15]
            Pair::new(52, 36),   // mobility_queen[16]
            Pair::new(52, 36),   // mobility_queen[17]
            Pair::new(52, 36),   // mobility_queen[18]
            Pair::new(52, 36),   // mobility_queen[19]
            Pair::new(52, 36),   // mobility_queen[20]
            Pair::new(52, 36),   // mobility_queen[21]
            Pair::new(52, 36),   // mobility_queen[22]
            Pair::new(52, 36),   // mobility_queen[23]
            Pair::new(52, 36),   // mobility_queen[24]
            Pair::new(80, 36),   // mobility_queen[25]
            Pair::new(138, 36),  // mobility_queen[26]
            Pair::new(138, 36),  // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(0, 0),    // passed[0]
            Pair::new(-6, 15),  // passed[1]
            Pair::new(-10, 37), // passed[2]
            Pair::new(-1, 34),  // passed[3]
            Pair::new(10, 20),  // passed[4]
            Pair::new(66, 118), // passed[5]
            Pair::new(95, 149), // passed[6]
            Pair::new(0, 0),    // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(0, 0),     // passed_blocked[0]
            Pair::new(-21, -20), // passed_blocked[1]
            Pair::new(-15, -44), // passed_blocked[2]
            Pair::new(-14, -30), // passed_blocked[3]
            Pair::new(0, 4),     // passed_blocked[4]
            Pair::new(-15, -83), // passed_blocked[5]
            Pair::new(-31, -84), // passed_blocked[6]
            Pair::new(0, 0),     // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(0, 0),    // connected[0]
            Pair::new(3, -6),   // connected[1]
            Pair::new(8, 8),    // connected[2]
            Pair::new(12, 23),  // connected[3]
            Pair::new(16, 21),  // connected[4]
            Pair::new(41, 19),  // connected[5]
            Pair::new(267, 13), // connected[6]
            Pair::new(14, 14),  // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(-8, 0)]),
    ("doubled", &[Pair::new(-9, -10)]),
    ("backward", &[Pair::new(-1, -6)]),
    ("bishop_pair", &[Pair::new(34, 96)]),
    ("rook_open", &[Pair::new(58, 31)]),
    ("rook_semi_open", &[Pair::new(30, 3)]),
    (
        "shelter",
        &[
            Pair::new(-16, 70), // shelter[0]
            Pair::new(-14, 15), // shelter[1]
            Pair::new(-4, -46), // shelter[2]
            Pair::new(18, -97), // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(0, 35),  // king_attack[0]
            Pair::new(12, 2),  // king_attack[1]
            Pair::new(9, 5),   // king_attack[2]
            Pair::new(-4, -5), // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(47, 116)]),
    ("threat_by_minor", &[Pair::new(41, 116)]),
    ("threat_by_rook", &[Pair::new(29, 16)]),
    (
        "safe_check",
        &[
            Pair::new(59, 49), // safe_check[0]
            Pair::new(23, 45), // safe_check[1]
            Pair::new(76, 60), // safe_check[2]
            Pair::new(21, 57), // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(6, 28)]),
    ("king_weak_squares", &[Pair::new(15, -2)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),    // king_attackers[0]
            Pair::new(-12, 9),  // king_attackers[1]
            Pair::new(-4, 6),   // king_attackers[2]
            Pair::new(4, -1),   // king_attackers[3]
            Pair::new(2, 5),    // king_attackers[4]
            Pair::new(14, -73), // king_attackers[5]
            Pair::new(0, 0),    // king_attackers[6]
            Pair::new(0, 0),    // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(125, -94), // passed_own_king[0]
            Pair::new(66, -45),  // passed_own_king[1]
            Pair::new(-6, 30),   // passed_own_king[2]
            Pair::new(-8, 5),    // passed_own_king[3]
            Pair::new(-11, 6),   // passed_own_king[4]
            Pair::new(-2, -5),   // passed_own_king[5]
            Pair::new(-10, -1),  // passed_own_king[6]
            Pair::new(-20, 14),  // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(-11, -15), // passed_their_king[0]
            Pair::new(-9, 0),    // passed_their_king[1]
            Pair::new(7, 4),     // passed_their_king[2]
            Pair::new(7, 1),     // passed_their_king[3]
            Pair::new(1, 17),    // passed_their_king[4]
            Pair::new(-16, 29),  // passed_their_king[5]
            Pair::new(2, 6),     // passed_their_king[6]
            Pair::new(16, -29),  // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(0, 0),    // passed_free[0]
            Pair::new(-2, 4),   // passed_free[1]
            Pair::new(35, -30), // passed_free[2]
            Pair::new(10, -10), // passed_free[3]
            Pair::new(40, -4),  // passed_free[4]
            Pair::new(32, 6),   // passed_free[5]
            Pair::new(38, 165), // passed_free[6]
            Pair::new(0, 0),    // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(-11, -42)]),
    (
        "outpost",
        &[
            Pair::new(36, -23), // outpost[0]
            Pair::new(38, -18), // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(7, 10)]),
    ("bishop_pawns", &[Pair::new(-9, -11)]),
    (
        "king_file",
        &[
            Pair::new(53, -24), // king_file[0]
            Pair::new(-11, -8), // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(-9, -7),  // king_danger_bucket[0]
            Pair::new(3, -7),   // king_danger_bucket[1]
            Pair::new(14, 1),   // king_danger_bucket[2]
            Pair::new(17, 25),  // king_danger_bucket[3]
            Pair::new(45, 34),  // king_danger_bucket[4]
            Pair::new(57, 34),  // king_danger_bucket[5]
            Pair::new(65, 49),  // king_danger_bucket[6]
            Pair::new(86, 49),  // king_danger_bucket[7]
            Pair::new(86, 49),  // king_danger_bucket[8]
            Pair::new(137, 49), // king_danger_bucket[9]
            Pair::new(146, 49), // king_danger_bucket[10]
            Pair::new(146, 49), // king_danger_bucket[11]
            Pair::new(146, 49), // king_danger_bucket[12]
            Pair::new(146, 49), // king_danger_bucket[13]
            Pair::new(146, 49), // king_danger_bucket[14]
            Pair::new(150, 49), // king_danger_bucket[15]
        ],
    ),
    (
        "king_danger_units",
        &[
            Pair::new(0, 0), // king_danger_units[0]
            Pair::new(0, 0), // king_danger_units[1]
            Pair::new(0, 0), // king_danger_units[2]
            Pair::new(0, 0), // king_danger_units[3]
            Pair::new(0, 0), // king_danger_units[4]
            Pair::new(0, 0), // king_danger_units[5]
            Pair::new(0, 0), // king_danger_units[6]
            Pair::new(0, 0), // king_danger_units[7]
            Pair::new(0, 0), // king_danger_units[8]
            Pair::new(0, 0), // king_danger_units[9]
            Pair::new(0, 0), // king_danger_units[10]
        ],
    ),
    (
        "shelter_file",
        &[
            Pair::new(9, -24),   // shelter_file[0]
            Pair::new(0, 31),    // shelter_file[1]
            Pair::new(6, -25),   // shelter_file[2]
            Pair::new(4, -16),   // shelter_file[3]
            Pair::new(-6, -71),  // shelter_file[4]
            Pair::new(-26, 46),  // shelter_file[5]
            Pair::new(-8, -16),  // shelter_file[6]
            Pair::new(1, 1),     // shelter_file[7]
            Pair::new(9, 9),     // shelter_file[8]
            Pair::new(17, -41),  // shelter_file[9]
            Pair::new(-61, -9),  // shelter_file[10]
            Pair::new(-15, -22), // shelter_file[11]
            Pair::new(25, -19),  // shelter_file[12]
            Pair::new(-6, 21),   // shelter_file[13]
            Pair::new(12, 43),   // shelter_file[14]
            Pair::new(15, -13),  // shelter_file[15]
            Pair::new(-3, 44),   // shelter_file[16]
            Pair::new(4, 3),     // shelter_file[17]
            Pair::new(16, 3),    // shelter_file[18]
            Pair::new(5, 9),     // shelter_file[19]
            Pair::new(16, 70),   // shelter_file[20]
            Pair::new(8, -21),   // shelter_file[21]
            Pair::new(1, -3),    // shelter_file[22]
            Pair::new(1, -5),    // shelter_file[23]
            Pair::new(0, 0),     // shelter_file[24]
            Pair::new(46, -58),  // shelter_file[25]
            Pair::new(-8, -10),  // shelter_file[26]
            Pair::new(-114, 16), // shelter_file[27]
            Pair::new(-36, -33), // shelter_file[28]
            Pair::new(-83, -51), // shelter_file[29]
            Pair::new(0, 0),     // shelter_file[30]
            Pair::new(9, 11),    // shelter_file[31]
            Pair::new(30, 0),    // shelter_file[32]
            Pair::new(32, -43),  // shelter_file[33]
            Pair::new(4, 20),    // shelter_file[34]
            Pair::new(-43, 1),   // shelter_file[35]
            Pair::new(0, 0),     // shelter_file[36]
            Pair::new(3, 32),    // shelter_file[37]
            Pair::new(17, 43),   // shelter_file[38]
            Pair::new(17, 19),   // shelter_file[39]
            Pair::new(33, -14),  // shelter_file[40]
            Pair::new(-48, 25),  // shelter_file[41]
            Pair::new(0, 0),     // shelter_file[42]
            Pair::new(16, 3),    // shelter_file[43]
            Pair::new(30, 48),   // shelter_file[44]
            Pair::new(20, -12),  // shelter_file[45]
            Pair::new(21, 10),   // shelter_file[46]
            Pair::new(-44, 2),   // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(-145, 35),  // pawn_storm[0]
            Pair::new(5, 42),     // pawn_storm[1]
            Pair::new(-106, -34), // pawn_storm[2]
            Pair::new(-2, -81),   // pawn_storm[3]
            Pair::new(16, -55),   // pawn_storm[4]
            Pair::new(9, -2),     // pawn_storm[5]
            Pair::new(-7, 56),    // pawn_storm[6]
            Pair::new(-67, -11),  // pawn_storm[7]
            Pair::new(-64, -44),  // pawn_storm[8]
            Pair::new(-3, -31),   // pawn_storm[9]
            Pair::new(-6, 11),    // pawn_storm[10]
            Pair::new(-5, 23),    // pawn_storm[11]
            Pair::new(37, -32),   // pawn_storm[12]
            Pair::new(-96, 105),  // pawn_storm[13]
            Pair::new(-19, -34),  // pawn_storm[14]
            Pair::new(13, 1),     // pawn_storm[15]
            Pair::new(21, 13),    // pawn_storm[16]
            Pair::new(15, 31),    // pawn_storm[17]
            Pair::new(56, 3),     // pawn_storm[18]
            Pair::new(-33, 119),  // pawn_storm[19]
            Pair::new(-29, -5),   // pawn_storm[20]
            Pair::new(4, 49),     // pawn_storm[21]
            Pair::new(9, 52),     // pawn_storm[22]
            Pair::new(13, 34),    // pawn_storm[23]
            Pair::new(0, 0),      // pawn_storm[24]
            Pair::new(0, 0),      // pawn_storm[25]
            Pair::new(-31, -16),  // pawn_storm[26]
            Pair::new(14, 28),    // pawn_storm[27]
            Pair::new(28, -53),   // pawn_storm[28]
            Pair::new(0, 0),      // pawn_storm[29]
            Pair::new(0, 0),      // pawn_storm[30]
            Pair::new(0, 0),      // pawn_storm[31]
            Pair::new(7, -124),   // pawn_storm[32]
            Pair::new(3, -18),    // pawn_storm[33]
            Pair::new(-25, 11),   // pawn_storm[34]
            Pair::new(0, 0),      // pawn_storm[35]
            Pair::new(0, 0),      // pawn_storm[36]
            Pair::new(0, 0),      // pawn_storm[37]
            Pair::new(8, -73),    // pawn_storm[38]
            Pair::new(12, 25),    // pawn_storm[39]
            Pair::new(4, 110),    // pawn_storm[40]
            Pair::new(0, 0),      // pawn_storm[41]
            Pair::new(0, 0),      // pawn_storm[42]
            Pair::new(0, 0),      // pawn_storm[43]
            Pair::new(-33, -126), // pawn_storm[44]
            Pair::new(-5, -10),   // pawn_storm[45]
            Pair::new(7, 76),     // pawn_storm[46]
            Pair::new(0, 0),      // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(4, 13),    // threat_minor_on[0]
            Pair::new(23, 89),   // threat_minor_on[1]
            Pair::new(31, 53),   // threat_minor_on[2]
            Pair::new(-11, -64), // threat_minor_on[3]
            Pair::new(-47, 23),  // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(-3, 26),  // threat_rook_on[0]
            Pair::new(34, 61),  // threat_rook_on[1]
            Pair::new(26, 57),  // threat_rook_on[2]
            Pair::new(-5, -38), // threat_rook_on[3]
            Pair::new(20, 34),  // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(35, -27)]),
    ("pawn_push_threat", &[Pair::new(26, 45)]),
    ("restricted", &[Pair::new(7, 11)]),
    ("space", &[Pair::new(1, 4)]),
    (
        "passed_safe_path",
        &[
            Pair::new(0, 0),     // passed_safe_path[0]
            Pair::new(-97, 30),  // passed_safe_path[1]
            Pair::new(-7, -8),   // passed_safe_path[2]
            Pair::new(-149, 79), // passed_safe_path[3]
            Pair::new(0, 80),    // passed_safe_path[4]
            Pair::new(-34, 159), // passed_safe_path[5]
            Pair::new(5, 150),   // passed_safe_path[6]
            Pair::new(0, 0),     // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(-34, -5), // king_defenders[0]
            Pair::new(-17, 2),  // king_defenders[1]
            Pair::new(-5, -2),  // king_defenders[2]
            Pair::new(4, 7),    // king_defenders[3]
            Pair::new(17, -14), // king_defenders[4]
            Pair::new(27, -43), // king_defenders[5]
            Pair::new(-1, -23), // king_defenders[6]
            Pair::new(0, 0),    // king_defenders[7]
            Pair::new(0, 0),    // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, -92)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),     // knight_king_distance[0]
            Pair::new(-2, 21),   // knight_king_distance[1]
            Pair::new(10, 32),   // knight_king_distance[2]
            Pair::new(16, 14),   // knight_king_distance[3]
            Pair::new(-1, 11),   // knight_king_distance[4]
            Pair::new(0, -20),   // knight_king_distance[5]
            Pair::new(-12, -44), // knight_king_distance[6]
            Pair::new(-23, 53),  // knight_king_distance[7]
            Pair::new(0, 0),     // knight_king_distance[8]
            Pair::new(86, -47),  // knight_king_distance[9]
            Pair::new(41, -57),  // knight_king_distance[10]
            Pair::new(32, -32),  // knight_king_distance[11]
            Pair::new(5, 35),    // knight_king_distance[12]
            Pair::new(-3, 75),   // knight_king_distance[13]
            Pair::new(-14, 56),  // knight_king_distance[14]
            Pair::new(-29, 54),  // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(17, 14)]),
    ("queen_relative_pin", &[Pair::new(-20, -19)]),
    ("rook_on_seventh", &[Pair::new(4, -19)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(2, 29),    // rook_behind_passer[0]
            Pair::new(56, -122), // rook_behind_passer[1]
        ],
    ),
    (
        "king_flank_attack",
        &[
            Pair::new(0, 0), // king_flank_attack[0]
            Pair::new(0, 0), // king_flank_attack[1]
            Pair::new(0, 0), // king_flank_attack[2]
        ],
    ),
    (
        "king_blockers",
        &[
            Pair::new(0, 0), // king_blockers[0]
            Pair::new(0, 0), // king_blockers[1]
        ],
    ),
    (
        "complexity",
        &[
            Pair::new(0, 0), // complexity[0]
            Pair::new(0, 0), // complexity[1]
            Pair::new(0, 0), // complexity[2]
            Pair::new(0, 0), // complexity[3]
        ],
    ),
];
