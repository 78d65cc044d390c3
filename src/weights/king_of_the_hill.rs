//! The kingofthehill evaluation weights, fitted by `ferrum tune --variant kingofthehill`.
//! Fitted to Fairy-Stockfish 11.1's judgement: 38,129 positions of 2,500 king of the hill
//! self-play games (shard koth-selfplay-1 of `bench/variants/data`, depth-8 labels), targets the
//! labels' win probability alone, held out: koth-validation-1 (2,959 positions, depth 10).
//! `--score-weight 1 --monotone` (no prior: held-out 0.028132 against 0.028339 with `--prior
//! 300`), best held-out check at epoch 100 of 2000, lr 1, K 1.4012, MSE 0.032885 -> 0.024535,
//! held-out MSE 0.034333 -> 0.028132.

use super::layout::{assemble, Named};
use super::params::{NUM_PARAMS, TERMS};
use super::{variant_chess, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, variant_chess::TUNED, FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(53, 90),     // material[0]
            Pair::new(331, 364),   // material[1]
            Pair::new(364, 373),   // material[2]
            Pair::new(405, 584),   // material[3]
            Pair::new(1215, 1006), // material[4]
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
            Pair::new(-6, -3),     // pst[8]
            Pair::new(-3, 14),     // pst[9]
            Pair::new(0, 49),      // pst[10]
            Pair::new(-13, 13),    // pst[11]
            Pair::new(0, -1),      // pst[12]
            Pair::new(17, 28),     // pst[13]
            Pair::new(20, 10),     // pst[14]
            Pair::new(-7, 16),     // pst[15]
            Pair::new(-7, -21),    // pst[16]
            Pair::new(-17, -9),    // pst[17]
            Pair::new(-11, -9),    // pst[18]
            Pair::new(-31, -22),   // pst[19]
            Pair::new(-32, -34),   // pst[20]
            Pair::new(-13, -11),   // pst[21]
            Pair::new(21, 9),      // pst[22]
            Pair::new(-18, 13),    // pst[23]
            Pair::new(-20, -1),    // pst[24]
            Pair::new(-17, 29),    // pst[25]
            Pair::new(-8, -1),     // pst[26]
            Pair::new(26, 21),     // pst[27]
            Pair::new(22, 33),     // pst[28]
            Pair::new(7, -11),     // pst[29]
            Pair::new(3, 76),      // pst[30]
            Pair::new(-13, -32),   // pst[31]
            Pair::new(1, -15),     // pst[32]
            Pair::new(5, -12),     // pst[33]
            Pair::new(7, -3),      // pst[34]
            Pair::new(54, 29),     // pst[35]
            Pair::new(46, 29),     // pst[36]
            Pair::new(10, 34),     // pst[37]
            Pair::new(25, 34),     // pst[38]
            Pair::new(5, -31),     // pst[39]
            Pair::new(-16, 2),     // pst[40]
            Pair::new(-13, -31),   // pst[41]
            Pair::new(-44, -37),   // pst[42]
            Pair::new(62, -28),    // pst[43]
            Pair::new(18, 18),     // pst[44]
            Pair::new(18, -63),    // pst[45]
            Pair::new(63, 55),     // pst[46]
            Pair::new(-17, 44),    // pst[47]
            Pair::new(106, 108),   // pst[48]
            Pair::new(26, 157),    // pst[49]
            Pair::new(48, 43),     // pst[50]
            Pair::new(-25, 95),    // pst[51]
            Pair::new(18, 18),     // pst[52]
            Pair::new(-61, 137),   // pst[53]
            Pair::new(34, 161),    // pst[54]
            Pair::new(152, 45),    // pst[55]
            Pair::new(0, 0),       // pst[56]
            Pair::new(0, 0),       // pst[57]
            Pair::new(0, 0),       // pst[58]
            Pair::new(0, 0),       // pst[59]
            Pair::new(0, 0),       // pst[60]
            Pair::new(0, 0),       // pst[61]
            Pair::new(0, 0),       // pst[62]
            Pair::new(0, 0),       // pst[63]
            Pair::new(-77, 19),    // pst[64]
            Pair::new(-1, -109),   // pst[65]
            Pair::new(-71, -137),  // pst[66]
            Pair::new(-10, -20),   // pst[67]
            Pair::new(-1, -82),    // pst[68]
            Pair::new(-50, -84),   // pst[69]
            Pair::new(1, -78),     // pst[70]
            Pair::new(-98, -58),   // pst[71]
            Pair::new(-19, -5),    // pst[72]
            Pair::new(-24, -53),   // pst[73]
            Pair::new(-31, -63),   // pst[74]
            Pair::new(-22, -61),   // pst[75]
            Pair::new(-24, -63),   // pst[76]
            Pair::new(-45, 9),     // pst[77]
            Pair::new(8, -33),     // pst[78]
            Pair::new(-33, -39),   // pst[79]
            Pair::new(-32, -30),   // pst[80]
            Pair::new(-37, -29),   // pst[81]
            Pair::new(-22, -57),   // pst[82]
            Pair::new(-26, 35),    // pst[83]
            Pair::new(-51, -2),    // pst[84]
            Pair::new(-20, -69),   // pst[85]
            Pair::new(-16, -6),    // pst[86]
            Pair::new(-29, -32),   // pst[87]
            Pair::new(21, -6),     // pst[88]
            Pair::new(-28, 22),    // pst[89]
            Pair::new(2, 65),      // pst[90]
            Pair::new(64, 115),    // pst[91]
            Pair::new(41, 91),     // pst[92]
            Pair::new(-20, 18),    // pst[93]
            Pair::new(28, -21),    // pst[94]
            Pair::new(23, 58),     // pst[95]
            Pair::new(35, 19),     // pst[96]
            Pair::new(-5, 74),     // pst[97]
            Pair::new(-6, 7),      // pst[98]
            Pair::new(57, 62),     // pst[99]
            Pair::new(38, 129),    // pst[100]
            Pair::new(-3, 1),      // pst[101]
            Pair::new(-5, 56),     // pst[102]
            Pair::new(3, 95),      // pst[103]
            Pair::new(-76, -29),   // pst[104]
            Pair::new(-1, -33),    // pst[105]
            Pair::new(24, -13),    // pst[106]
            Pair::new(61, 71),     // pst[107]
            Pair::new(-2, 65),     // pst[108]
            Pair::new(53, -84),    // pst[109]
            Pair::new(28, 37),     // pst[110]
            Pair::new(31, 13),     // pst[111]
            Pair::new(-58, -36),   // pst[112]
            Pair::new(62, 53),     // pst[113]
            Pair::new(25, -22),    // pst[114]
            Pair::new(80, -79),    // pst[115]
            Pair::new(137, -40),   // pst[116]
            Pair::new(-12, 1),     // pst[117]
            Pair::new(71, 28),     // pst[118]
            Pair::new(-115, 17),   // pst[119]
            Pair::new(-99, -41),   // pst[120]
            Pair::new(-151, 90),   // pst[121]
            Pair::new(-163, 97),   // pst[122]
            Pair::new(-129, 6),    // pst[123]
            Pair::new(-20, 6),     // pst[124]
            Pair::new(-76, -12),   // pst[125]
            Pair::new(-94, -19),   // pst[126]
            Pair::new(-113, -117), // pst[127]
            Pair::new(8, -8),      // pst[128]
            Pair::new(-25, -49),   // pst[129]
            Pair::new(8, -48),     // pst[130]
            Pair::new(-63, 22),    // pst[131]
            Pair::new(-51, 14),    // pst[132]
            Pair::new(-12, -41),   // pst[133]
            Pair::new(-96, -78),   // pst[134]
            Pair::new(-30, 40),    // pst[135]
            Pair::new(-32, 32),    // pst[136]
            Pair::new(14, -21),    // pst[137]
            Pair::new(-16, 2),     // pst[138]
            Pair::new(-5, 10),     // pst[139]
            Pair::new(-30, -47),   // pst[140]
            Pair::new(-10, 52),    // pst[141]
            Pair::new(-15, 5),     // pst[142]
            Pair::new(26, 45),     // pst[143]
            Pair::new(36, 9),      // pst[144]
            Pair::new(16, 41),     // pst[145]
            Pair::new(-17, 44),    // pst[146]
            Pair::new(-2, 17),     // pst[147]
            Pair::new(4, 18),      // pst[148]
            Pair::new(-23, -51),   // pst[149]
            Pair::new(24, -34),    // pst[150]
            Pair::new(23, 66),     // pst[151]
            Pair::new(28, -20),    // pst[152]
            Pair::new(20, 76),     // pst[153]
            Pair::new(18, 70),     // pst[154]
            Pair::new(83, 73),     // pst[155]
            Pair::new(70, 94),     // pst[156]
            Pair::new(25, 52),     // pst[157]
            Pair::new(-5, 66),     // pst[158]
            Pair::new(25, 32),     // pst[159]
            Pair::new(-37, -24),   // pst[160]
            Pair::new(47, 62),     // pst[161]
            Pair::new(12, 2),      // pst[162]
            Pair::new(38, 37),     // pst[163]
            Pair::new(78, 45),     // pst[164]
            Pair::new(13, 28),     // pst[165]
            Pair::new(64, 51),     // pst[166]
            Pair::new(25, 49),     // pst[167]
            Pair::new(-101, 2),    // pst[168]
            Pair::new(-19, -36),   // pst[169]
            Pair::new(37, -76),    // pst[170]
            Pair::new(30, -15),    // pst[171]
            Pair::new(6, 62),      // pst[172]
            Pair::new(-22, -23),   // pst[173]
            Pair::new(4, -36),     // pst[174]
            Pair::new(14, -15),    // pst[175]
            Pair::new(45, -50),    // pst[176]
            Pair::new(1, -71),     // pst[177]
            Pair::new(52, -50),    // pst[178]
            Pair::new(1, 94),      // pst[179]
            Pair::new(42, -17),    // pst[180]
            Pair::new(-5, 28),     // pst[181]
            Pair::new(-59, -42),   // pst[182]
            Pair::new(-22, -66),   // pst[183]
            Pair::new(66, -98),    // pst[184]
            Pair::new(-135, 71),   // pst[185]
            Pair::new(-82, -45),   // pst[186]
            Pair::new(-22, 41),    // pst[187]
            Pair::new(-267, 41),   // pst[188]
            Pair::new(-148, 77),   // pst[189]
            Pair::new(-65, -83),   // pst[190]
            Pair::new(21, 41),     // pst[191]
            Pair::new(-26, -27),   // pst[192]
            Pair::new(-27, -70),   // pst[193]
            Pair::new(-9, -22),    // pst[194]
            Pair::new(-1, -24),    // pst[195]
            Pair::new(0, -11),     // pst[196]
            Pair::new(-12, -10),   // pst[197]
            Pair::new(-22, -36),   // pst[198]
            Pair::new(-23, -80),   // pst[199]
            Pair::new(-46, -52),   // pst[200]
            Pair::new(-38, -54),   // pst[201]
            Pair::new(-65, 43),    // pst[202]
            Pair::new(-80, -1),    // pst[203]
            Pair::new(-23, -41),   // pst[204]
            Pair::new(-26, -34),   // pst[205]
            Pair::new(-28, -37),   // pst[206]
            Pair::new(-33, -56),   // pst[207]
            Pair::new(-37, -9),    // pst[208]
            Pair::new(-25, -25),   // pst[209]
            Pair::new(-19, -20),   // pst[210]
            Pair::new(-59, -21),   // pst[211]
            Pair::new(-65, 19),    // pst[212]
            Pair::new(-37, 59),    // pst[213]
            Pair::new(-41, -13),   // pst[214]
            Pair::new(-69, -28),   // pst[215]
            Pair::new(-15, -48),   // pst[216]
            Pair::new(-54, 75),    // pst[217]
            Pair::new(-12, -4),    // pst[218]
            Pair::new(16, 30),     // pst[219]
            Pair::new(3, 100),     // pst[220]
            Pair::new(-17, 16),    // pst[221]
            Pair::new(-26, 17),    // pst[222]
            Pair::new(-21, 15),    // pst[223]
            Pair::new(22, 40),     // pst[224]
            Pair::new(20, 18),     // pst[225]
            Pair::new(25, 13),     // pst[226]
            Pair::new(63, 104),    // pst[227]
            Pair::new(50, 99),     // pst[228]
            Pair::new(28, 41),     // pst[229]
            Pair::new(27, 11),     // pst[230]
            Pair::new(37, -11),    // pst[231]
            Pair::new(-4, 99),     // pst[232]
            Pair::new(-25, 81),    // pst[233]
            Pair::new(98, 54),     // pst[234]
            Pair::new(131, -45),   // pst[235]
            Pair::new(121, 50),    // pst[236]
            Pair::new(195, 38),    // pst[237]
            Pair::new(7, 112),     // pst[238]
            Pair::new(-51, 50),    // pst[239]
            Pair::new(-88, 100),   // pst[240]
            Pair::new(48, 25),     // pst[241]
            Pair::new(29, 35),     // pst[242]
            Pair::new(112, -1),    // pst[243]
            Pair::new(3, -21),     // pst[244]
            Pair::new(25, 108),    // pst[245]
            Pair::new(-1, 1),      // pst[246]
            Pair::new(34, -13),    // pst[247]
            Pair::new(-56, 96),    // pst[248]
            Pair::new(62, 76),     // pst[249]
            Pair::new(90, -71),    // pst[250]
            Pair::new(134, -77),   // pst[251]
            Pair::new(34, 44),     // pst[252]
            Pair::new(30, 92),     // pst[253]
            Pair::new(157, 58),    // pst[254]
            Pair::new(18, 20),     // pst[255]
            Pair::new(-3, 16),     // pst[256]
            Pair::new(-18, -89),   // pst[257]
            Pair::new(39, -62),    // pst[258]
            Pair::new(27, -134),   // pst[259]
            Pair::new(-9, -128),   // pst[260]
            Pair::new(22, -166),   // pst[261]
            Pair::new(-32, 39),    // pst[262]
            Pair::new(12, -64),    // pst[263]
            Pair::new(2, -63),     // pst[264]
            Pair::new(-27, 94),    // pst[265]
            Pair::new(20, -77),    // pst[266]
            Pair::new(24, -152),   // pst[267]
            Pair::new(20, -46),    // pst[268]
            Pair::new(-35, -56),   // pst[269]
            Pair::new(-14, -109),  // pst[270]
            Pair::new(-37, 20),    // pst[271]
            Pair::new(2, -36),     // pst[272]
            Pair::new(24, -74),    // pst[273]
            Pair::new(10, -86),    // pst[274]
            Pair::new(16, -15),    // pst[275]
            Pair::new(11, -23),    // pst[276]
            Pair::new(17, -32),    // pst[277]
            Pair::new(29, -23),    // pst[278]
            Pair::new(26, -9),     // pst[279]
            Pair::new(50, -39),    // pst[280]
            Pair::new(-4, 93),     // pst[281]
            Pair::new(17, -28),    // pst[282]
            Pair::new(88, 64),     // pst[283]
            Pair::new(77, 94),     // pst[284]
            Pair::new(15, 50),     // pst[285]
            Pair::new(2, 67),      // pst[286]
            Pair::new(4, 38),      // pst[287]
            Pair::new(4, 6),       // pst[288]
            Pair::new(9, -8),      // pst[289]
            Pair::new(73, -29),    // pst[290]
            Pair::new(19, 40),     // pst[291]
            Pair::new(117, 20),    // pst[292]
            Pair::new(23, 62),     // pst[293]
            Pair::new(79, 54),     // pst[294]
            Pair::new(43, 25),     // pst[295]
            Pair::new(26, -76),    // pst[296]
            Pair::new(65, 11),     // pst[297]
            Pair::new(37, 3),      // pst[298]
            Pair::new(96, 11),     // pst[299]
            Pair::new(27, 41),     // pst[300]
            Pair::new(73, 71),     // pst[301]
            Pair::new(86, 125),    // pst[302]
            Pair::new(23, -44),    // pst[303]
            Pair::new(11, 21),     // pst[304]
            Pair::new(12, -15),    // pst[305]
            Pair::new(36, 75),     // pst[306]
            Pair::new(80, 32),     // pst[307]
            Pair::new(39, 22),     // pst[308]
            Pair::new(-69, 44),    // pst[309]
            Pair::new(-76, 22),    // pst[310]
            Pair::new(49, 117),    // pst[311]
            Pair::new(8, -106),    // pst[312]
            Pair::new(-115, 15),   // pst[313]
            Pair::new(-12, -112),  // pst[314]
            Pair::new(9, 40),      // pst[315]
            Pair::new(145, -93),   // pst[316]
            Pair::new(90, 17),     // pst[317]
            Pair::new(36, 50),     // pst[318]
            Pair::new(9, -26),     // pst[319]
            Pair::new(68, -123),   // pst[320]
            Pair::new(-30, -100),  // pst[321]
            Pair::new(16, -89),    // pst[322]
            Pair::new(-58, -81),   // pst[323]
            Pair::new(18, -108),   // pst[324]
            Pair::new(12, -60),    // pst[325]
            Pair::new(31, -96),    // pst[326]
            Pair::new(-19, -92),   // pst[327]
            Pair::new(56, -31),    // pst[328]
            Pair::new(-5, -31),    // pst[329]
            Pair::new(-30, 32),    // pst[330]
            Pair::new(-48, 51),    // pst[331]
            Pair::new(-19, 28),    // pst[332]
            Pair::new(8, 8),       // pst[333]
            Pair::new(-4, -46),    // pst[334]
            Pair::new(26, -77),    // pst[335]
            Pair::new(-45, -36),   // pst[336]
            Pair::new(3, -24),     // pst[337]
            Pair::new(-38, -5),    // pst[338]
            Pair::new(-90, 37),    // pst[339]
            Pair::new(-78, 59),    // pst[340]
            Pair::new(-44, 8),     // pst[341]
            Pair::new(2, 27),      // pst[342]
            Pair::new(-84, -30),   // pst[343]
            Pair::new(84, 2),      // pst[344]
            Pair::new(57, 32),     // pst[345]
            Pair::new(-79, 73),    // pst[346]
            Pair::new(-152, 41),   // pst[347]
            Pair::new(-50, 44),    // pst[348]
            Pair::new(-117, 90),   // pst[349]
            Pair::new(-72, 130),   // pst[350]
            Pair::new(37, -65),    // pst[351]
            Pair::new(-26, -47),   // pst[352]
            Pair::new(-129, 86),   // pst[353]
            Pair::new(-193, 46),   // pst[354]
            Pair::new(-295, 96),   // pst[355]
            Pair::new(-160, 46),   // pst[356]
            Pair::new(92, 75),     // pst[357]
            Pair::new(-104, 91),   // pst[358]
            Pair::new(-47, 0),     // pst[359]
            Pair::new(-66, -44),   // pst[360]
            Pair::new(-297, 8),    // pst[361]
            Pair::new(-177, -20),  // pst[362]
            Pair::new(43, 27),     // pst[363]
            Pair::new(82, 77),     // pst[364]
            Pair::new(69, 96),     // pst[365]
            Pair::new(-29, 10),    // pst[366]
            Pair::new(14, 22),     // pst[367]
            Pair::new(-137, -67),  // pst[368]
            Pair::new(-30, -18),   // pst[369]
            Pair::new(-6, 36),     // pst[370]
            Pair::new(97, 75),     // pst[371]
            Pair::new(43, 93),     // pst[372]
            Pair::new(-353, 19),   // pst[373]
            Pair::new(-142, 81),   // pst[374]
            Pair::new(-157, 70),   // pst[375]
            Pair::new(141, -106),  // pst[376]
            Pair::new(-181, -30),  // pst[377]
            Pair::new(48, -111),   // pst[378]
            Pair::new(-94, -44),   // pst[379]
            Pair::new(32, 82),     // pst[380]
            Pair::new(-277, -64),  // pst[381]
            Pair::new(39, 36),     // pst[382]
            Pair::new(-185, -107), // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-50, -52), // mobility_knight[0]
            Pair::new(-30, -52), // mobility_knight[1]
            Pair::new(-18, -8),  // mobility_knight[2]
            Pair::new(-10, 22),  // mobility_knight[3]
            Pair::new(6, 22),    // mobility_knight[4]
            Pair::new(14, 47),   // mobility_knight[5]
            Pair::new(22, 56),   // mobility_knight[6]
            Pair::new(26, 56),   // mobility_knight[7]
            Pair::new(26, 56),   // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-49, -117), // mobility_bishop[0]
            Pair::new(-44, -52),  // mobility_bishop[1]
            Pair::new(-25, -15),  // mobility_bishop[2]
            Pair::new(-13, 14),   // mobility_bishop[3]
            Pair::new(1, 14),     // mobility_bishop[4]
            Pair::new(2, 46),     // mobility_bishop[5]
            Pair::new(12, 46),    // mobility_bishop[6]
            Pair::new(12, 55),    // mobility_bishop[7]
            Pair::new(12, 55),    // mobility_bishop[8]
            Pair::new(12, 55),    // mobility_bishop[9]
            Pair::new(29, 55),    // mobility_bishop[10]
            Pair::new(29, 55),    // mobility_bishop[11]
            Pair::new(86, 55),    // mobility_bishop[12]
            Pair::new(94, 102),   // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-86, -125), // mobility_rook[0]
            Pair::new(-42, -65),  // mobility_rook[1]
            Pair::new(-30, -43),  // mobility_rook[2]
            Pair::new(-23, 23),   // mobility_rook[3]
            Pair::new(-11, 29),   // mobility_rook[4]
            Pair::new(-3, 29),    // mobility_rook[5]
            Pair::new(5, 42),     // mobility_rook[6]
            Pair::new(7, 42),     // mobility_rook[7]
            Pair::new(7, 44),     // mobility_rook[8]
            Pair::new(30, 50),    // mobility_rook[9]
            Pair::new(38, 50),    // mobility_rook[10]
            Pair::new(38, 50),    // mobility_rook[11]
            Pair::new(51, 56),    // mobility_rook[12]
            Pair::new(59, 56),    // mobility_rook[13]
            Pair::new(59, 121),   // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(25, -62), // mobility_queen[0]
            Pair::new(25, -62), // mobility_queen[1]
            Pair::new(25, -62), // mobility_queen[2]
            Pair::new(27, -62), // mobility_queen[3]
            Pair::new(27, -62), // mobility_queen[4]
            Pair::new(27, -62), // mobility_queen[5]
            Pair::new(27, -38), // mobility_queen[6]
            Pair::new(39, -38), // mobility_queen[7]
            Pair::new(42, -14), // mobility_queen[8]
            Pair::new(42, -14), // mobility_queen[9]
            Pair::new(43, -14), // mobility_queen[10]
            Pair::new(47, -14), // mobility_queen[11]
            Pair::new(47, 3),   // mobility_queen[12]
            Pair::new(60, 18),  // mobility_queen[13]
            Pair::new(60, 18),  // mobility_queen[14]
            Pair::new(60, 18),  // mobility_queen[15]
            Pair::new(60, 18),  // mobility_queen[16]
            Pair::new(66, 18),  // mobility_queen[17]
            Pair::new(66, 18),  // mobility_queen[18]
            Pair::new(66, 18),  // mobility_queen[19]
            Pair::new(66, 18),  // mobility_queen[20]
            Pair::new(77, 18),  // mobility_queen[21]
            Pair::new(90, 18),  // mobility_queen[22]
            Pair::new(93, 18),  // mobility_queen[23]
            Pair::new(130, 18), // mobility_queen[24]
            Pair::new(130, 18), // mobility_queen[25]
            Pair::new(145, 18), // mobility_queen[26]
            Pair::new(145, 18), // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(0, 0),     // passed[0]
            Pair::new(-23, -22), // passed[1]
            Pair::new(-1, 1),    // passed[2]
            Pair::new(0, -6),    // passed[3]
            Pair::new(11, 57),   // passed[4]
            Pair::new(55, 116),  // passed[5]
            Pair::new(104, 142), // passed[6]
            Pair::new(0, 0),     // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(0, 0),     // passed_blocked[0]
            Pair::new(5, -41),   // passed_blocked[1]
            Pair::new(-40, 18),  // passed_blocked[2]
            Pair::new(31, -15),  // passed_blocked[3]
            Pair::new(4, -9),    // passed_blocked[4]
            Pair::new(4, -88),   // passed_blocked[5]
            Pair::new(-60, -79), // passed_blocked[6]
            Pair::new(0, 0),     // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(0, 0),    // connected[0]
            Pair::new(6, -13),  // connected[1]
            Pair::new(6, 22),   // connected[2]
            Pair::new(10, 16),  // connected[3]
            Pair::new(19, 6),   // connected[4]
            Pair::new(5, 7),    // connected[5]
            Pair::new(270, 38), // connected[6]
            Pair::new(14, 14),  // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(-3, 4)]),
    ("doubled", &[Pair::new(-9, -16)]),
    ("backward", &[Pair::new(-3, 7)]),
    ("bishop_pair", &[Pair::new(46, 91)]),
    ("rook_open", &[Pair::new(65, 20)]),
    ("rook_semi_open", &[Pair::new(28, 11)]),
    (
        "shelter",
        &[
            Pair::new(-18, 31), // shelter[0]
            Pair::new(-13, 1),  // shelter[1]
            Pair::new(-2, -32), // shelter[2]
            Pair::new(17, -40), // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(16, -6), // king_attack[0]
            Pair::new(7, 10),  // king_attack[1]
            Pair::new(5, -3),  // king_attack[2]
            Pair::new(-3, 8),  // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(25, 76)]),
    ("threat_by_minor", &[Pair::new(16, 67)]),
    ("threat_by_rook", &[Pair::new(16, 3)]),
    (
        "safe_check",
        &[
            Pair::new(93, 21), // safe_check[0]
            Pair::new(35, 59), // safe_check[1]
            Pair::new(139, 9), // safe_check[2]
            Pair::new(33, 41), // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(13, 26)]),
    ("king_weak_squares", &[Pair::new(20, 8)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),     // king_attackers[0]
            Pair::new(-12, 8),   // king_attackers[1]
            Pair::new(2, 4),     // king_attackers[2]
            Pair::new(7, 4),     // king_attackers[3]
            Pair::new(1, 23),    // king_attackers[4]
            Pair::new(17, -216), // king_attackers[5]
            Pair::new(0, 0),     // king_attackers[6]
            Pair::new(0, 0),     // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(116, 10), // passed_own_king[0]
            Pair::new(-44, 25), // passed_own_king[1]
            Pair::new(12, 53),  // passed_own_king[2]
            Pair::new(-21, 19), // passed_own_king[3]
            Pair::new(-6, -4),  // passed_own_king[4]
            Pair::new(2, -13),  // passed_own_king[5]
            Pair::new(-18, -1), // passed_own_king[6]
            Pair::new(-8, -2),  // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(-14, -40), // passed_their_king[0]
            Pair::new(-11, 0),   // passed_their_king[1]
            Pair::new(9, 19),    // passed_their_king[2]
            Pair::new(-4, 15),   // passed_their_king[3]
            Pair::new(-17, 26),  // passed_their_king[4]
            Pair::new(-3, 52),   // passed_their_king[5]
            Pair::new(10, 7),    // passed_their_king[6]
            Pair::new(13, -28),  // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(0, 0),    // passed_free[0]
            Pair::new(0, 52),   // passed_free[1]
            Pair::new(16, 8),   // passed_free[2]
            Pair::new(2, 28),   // passed_free[3]
            Pair::new(-9, 19),  // passed_free[4]
            Pair::new(-26, 54), // passed_free[5]
            Pair::new(91, 86),  // passed_free[6]
            Pair::new(0, 0),    // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(-8, -33)]),
    (
        "outpost",
        &[
            Pair::new(26, -7),  // outpost[0]
            Pair::new(27, -12), // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(5, 16)]),
    ("bishop_pawns", &[Pair::new(-13, -9)]),
    (
        "king_file",
        &[
            Pair::new(26, -12), // king_file[0]
            Pair::new(-29, 14), // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(-27, 8),  // king_danger_bucket[0]
            Pair::new(-25, 8),  // king_danger_bucket[1]
            Pair::new(-13, 8),  // king_danger_bucket[2]
            Pair::new(-13, 10), // king_danger_bucket[3]
            Pair::new(10, 13),  // king_danger_bucket[4]
            Pair::new(10, 13),  // king_danger_bucket[5]
            Pair::new(10, 13),  // king_danger_bucket[6]
            Pair::new(10, 13),  // king_danger_bucket[7]
            Pair::new(10, 13),  // king_danger_bucket[8]
            Pair::new(10, 13),  // king_danger_bucket[9]
            Pair::new(31, 13),  // king_danger_bucket[10]
            Pair::new(31, 13),  // king_danger_bucket[11]
            Pair::new(31, 13),  // king_danger_bucket[12]
            Pair::new(31, 13),  // king_danger_bucket[13]
            Pair::new(31, 13),  // king_danger_bucket[14]
            Pair::new(31, 13),  // king_danger_bucket[15]
        ],
    ),
    (
        "shelter_file",
        &[
            Pair::new(-2, -40),  // shelter_file[0]
            Pair::new(0, -17),   // shelter_file[1]
            Pair::new(4, -42),   // shelter_file[2]
            Pair::new(5, 18),    // shelter_file[3]
            Pair::new(-21, -49), // shelter_file[4]
            Pair::new(-38, 57),  // shelter_file[5]
            Pair::new(8, -8),    // shelter_file[6]
            Pair::new(2, -25),   // shelter_file[7]
            Pair::new(19, -11),  // shelter_file[8]
            Pair::new(-6, -3),   // shelter_file[9]
            Pair::new(-63, -67), // shelter_file[10]
            Pair::new(-28, 2),   // shelter_file[11]
            Pair::new(18, -4),   // shelter_file[12]
            Pair::new(-5, -16),  // shelter_file[13]
            Pair::new(11, 44),   // shelter_file[14]
            Pair::new(20, -28),  // shelter_file[15]
            Pair::new(3, 28),    // shelter_file[16]
            Pair::new(4, 20),    // shelter_file[17]
            Pair::new(14, 26),   // shelter_file[18]
            Pair::new(5, -31),   // shelter_file[19]
            Pair::new(11, 57),   // shelter_file[20]
            Pair::new(-2, -33),  // shelter_file[21]
            Pair::new(31, -22),  // shelter_file[22]
            Pair::new(-15, 13),  // shelter_file[23]
            Pair::new(0, 0),     // shelter_file[24]
            Pair::new(10, -24),  // shelter_file[25]
            Pair::new(-20, -6),  // shelter_file[26]
            Pair::new(-40, 29),  // shelter_file[27]
            Pair::new(-8, -12),  // shelter_file[28]
            Pair::new(-50, -43), // shelter_file[29]
            Pair::new(0, 0),     // shelter_file[30]
            Pair::new(-6, -11),  // shelter_file[31]
            Pair::new(8, -44),   // shelter_file[32]
            Pair::new(26, -21),  // shelter_file[33]
            Pair::new(-25, -28), // shelter_file[34]
            Pair::new(-17, 26),  // shelter_file[35]
            Pair::new(0, 0),     // shelter_file[36]
            Pair::new(-12, 20),  // shelter_file[37]
            Pair::new(7, 15),    // shelter_file[38]
            Pair::new(20, 46),   // shelter_file[39]
            Pair::new(64, 2),    // shelter_file[40]
            Pair::new(-49, 21),  // shelter_file[41]
            Pair::new(0, 0),     // shelter_file[42]
            Pair::new(3, -9),    // shelter_file[43]
            Pair::new(14, 30),   // shelter_file[44]
            Pair::new(20, 19),   // shelter_file[45]
            Pair::new(42, 12),   // shelter_file[46]
            Pair::new(-31, 14),  // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(-34, -23), // pawn_storm[0]
            Pair::new(27, -29),  // pawn_storm[1]
            Pair::new(-69, -58), // pawn_storm[2]
            Pair::new(-30, -44), // pawn_storm[3]
            Pair::new(-9, -20),  // pawn_storm[4]
            Pair::new(4, -16),   // pawn_storm[5]
            Pair::new(-58, -14), // pawn_storm[6]
            Pair::new(-67, -60), // pawn_storm[7]
            Pair::new(-52, -46), // pawn_storm[8]
            Pair::new(1, -17),   // pawn_storm[9]
            Pair::new(-1, 20),   // pawn_storm[10]
            Pair::new(-2, 0),    // pawn_storm[11]
            Pair::new(-30, 14),  // pawn_storm[12]
            Pair::new(-30, 37),  // pawn_storm[13]
            Pair::new(-10, -58), // pawn_storm[14]
            Pair::new(4, 12),    // pawn_storm[15]
            Pair::new(13, 26),   // pawn_storm[16]
            Pair::new(9, 32),    // pawn_storm[17]
            Pair::new(5, 33),    // pawn_storm[18]
            Pair::new(-30, 33),  // pawn_storm[19]
            Pair::new(-26, -14), // pawn_storm[20]
            Pair::new(8, 38),    // pawn_storm[21]
            Pair::new(10, 43),   // pawn_storm[22]
            Pair::new(13, 20),   // pawn_storm[23]
            Pair::new(0, 0),     // pawn_storm[24]
            Pair::new(0, 0),     // pawn_storm[25]
            Pair::new(-33, -14), // pawn_storm[26]
            Pair::new(11, -2),   // pawn_storm[27]
            Pair::new(-5, 20),   // pawn_storm[28]
            Pair::new(0, 0),     // pawn_storm[29]
            Pair::new(0, 0),     // pawn_storm[30]
            Pair::new(0, 0),     // pawn_storm[31]
            Pair::new(-23, -65), // pawn_storm[32]
            Pair::new(9, 61),    // pawn_storm[33]
            Pair::new(-25, -47), // pawn_storm[34]
            Pair::new(0, 0),     // pawn_storm[35]
            Pair::new(0, 0),     // pawn_storm[36]
            Pair::new(0, 0),     // pawn_storm[37]
            Pair::new(13, -35),  // pawn_storm[38]
            Pair::new(5, 32),    // pawn_storm[39]
            Pair::new(10, 70),   // pawn_storm[40]
            Pair::new(0, 0),     // pawn_storm[41]
            Pair::new(0, 0),     // pawn_storm[42]
            Pair::new(0, 0),     // pawn_storm[43]
            Pair::new(-28, -62), // pawn_storm[44]
            Pair::new(-12, 29),  // pawn_storm[45]
            Pair::new(2, 54),    // pawn_storm[46]
            Pair::new(0, 0),     // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(4, 5),    // threat_minor_on[0]
            Pair::new(24, 61),  // threat_minor_on[1]
            Pair::new(36, 36),  // threat_minor_on[2]
            Pair::new(4, -40),  // threat_minor_on[3]
            Pair::new(-36, 49), // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(-9, 26),  // threat_rook_on[0]
            Pair::new(19, 32),  // threat_rook_on[1]
            Pair::new(44, 32),  // threat_rook_on[2]
            Pair::new(28, -17), // threat_rook_on[3]
            Pair::new(25, -35), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(32, -11)]),
    ("pawn_push_threat", &[Pair::new(25, 39)]),
    ("restricted", &[Pair::new(9, 7)]),
    ("space", &[Pair::new(1, 8)]),
    (
        "passed_safe_path",
        &[
            Pair::new(0, 0),     // passed_safe_path[0]
            Pair::new(-47, -27), // passed_safe_path[1]
            Pair::new(37, -41),  // passed_safe_path[2]
            Pair::new(-67, 31),  // passed_safe_path[3]
            Pair::new(27, -1),   // passed_safe_path[4]
            Pair::new(24, 75),   // passed_safe_path[5]
            Pair::new(58, 71),   // passed_safe_path[6]
            Pair::new(0, 0),     // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(-20, -20), // king_defenders[0]
            Pair::new(-5, -15),  // king_defenders[1]
            Pair::new(0, -21),   // king_defenders[2]
            Pair::new(-3, 31),   // king_defenders[3]
            Pair::new(12, -22),  // king_defenders[4]
            Pair::new(18, -17),  // king_defenders[5]
            Pair::new(-47, -14), // king_defenders[6]
            Pair::new(0, 0),     // king_defenders[7]
            Pair::new(0, 0),     // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, -83)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),    // knight_king_distance[0]
            Pair::new(-3, 29),  // knight_king_distance[1]
            Pair::new(-3, 39),  // knight_king_distance[2]
            Pair::new(9, -3),   // knight_king_distance[3]
            Pair::new(-9, 26),  // knight_king_distance[4]
            Pair::new(-1, -33), // knight_king_distance[5]
            Pair::new(-7, -46), // knight_king_distance[6]
            Pair::new(34, -41), // knight_king_distance[7]
            Pair::new(0, 0),    // knight_king_distance[8]
            Pair::new(41, 6),   // knight_king_distance[9]
            Pair::new(18, 12),  // knight_king_distance[10]
            Pair::new(17, -7),  // knight_king_distance[11]
            Pair::new(5, 10),   // knight_king_distance[12]
            Pair::new(4, 24),   // knight_king_distance[13]
            Pair::new(-12, 41), // knight_king_distance[14]
            Pair::new(-28, 30), // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(7, 17)]),
    ("queen_relative_pin", &[Pair::new(-20, 20)]),
    ("rook_on_seventh", &[Pair::new(-2, 25)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(21, 40),   // rook_behind_passer[0]
            Pair::new(-39, -40), // rook_behind_passer[1]
        ],
    ),
];
