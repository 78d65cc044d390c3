//! The 3check evaluation weights, fitted by `ferrum tune --variant 3check`.
//! Round 2 of the fit to Fairy-Stockfish 11.1's judgement, with three-check's own terms
//! (`src/eval/variants/three_check_weights.rs`): 146,601 positions of `bench/variants/data`
//! (shards 3check-selfplay-1..4, 10,000 self-play games, and 3check-versus-1, 400 games of
//! round 1's weights against Fairy-Stockfish; depth-8 labels), targets the labels' win
//! probability alone (scale 1.0633, round 1's, given), held out: 3check-validation-1 and -2
//! (8,443 positions, depth 10). `--score-weight 1 --score-scale 1.0633 --monotone`, no prior,
//! best held-out check at epoch 1500 of 2000, lr 1, K 1.1923, MSE 0.036035 -> 0.033063,
//! held-out MSE 0.033609 -> 0.031211.

use super::layout::{assemble, Named};
use super::params::{NUM_PARAMS, TERMS};
use super::{variant_chess, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, variant_chess::TUNED, FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(48, 107),   // material[0]
            Pair::new(436, 548),  // material[1]
            Pair::new(548, 892),  // material[2]
            Pair::new(370, 1035), // material[3]
            Pair::new(667, 2284), // material[4]
            Pair::new(0, 0),      // material[5]
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
            Pair::new(13, 17),     // pst[8]
            Pair::new(18, 29),     // pst[9]
            Pair::new(2, 49),      // pst[10]
            Pair::new(4, 35),      // pst[11]
            Pair::new(-28, 70),    // pst[12]
            Pair::new(2, 51),      // pst[13]
            Pair::new(53, -2),     // pst[14]
            Pair::new(12, -30),    // pst[15]
            Pair::new(21, -19),    // pst[16]
            Pair::new(-11, -16),   // pst[17]
            Pair::new(27, -8),     // pst[18]
            Pair::new(-13, 33),    // pst[19]
            Pair::new(-6, 0),      // pst[20]
            Pair::new(-12, 18),    // pst[21]
            Pair::new(40, -71),    // pst[22]
            Pair::new(-23, 1),     // pst[23]
            Pair::new(-6, 1),      // pst[24]
            Pair::new(-26, 14),    // pst[25]
            Pair::new(-34, 45),    // pst[26]
            Pair::new(0, 46),      // pst[27]
            Pair::new(-12, 1),     // pst[28]
            Pair::new(-27, 20),    // pst[29]
            Pair::new(-28, 8),     // pst[30]
            Pair::new(-23, -24),   // pst[31]
            Pair::new(0, 1),       // pst[32]
            Pair::new(-22, 51),    // pst[33]
            Pair::new(17, 18),     // pst[34]
            Pair::new(-11, 55),    // pst[35]
            Pair::new(11, 25),     // pst[36]
            Pair::new(38, 60),     // pst[37]
            Pair::new(32, 32),     // pst[38]
            Pair::new(-22, 50),    // pst[39]
            Pair::new(-30, 48),    // pst[40]
            Pair::new(0, 60),      // pst[41]
            Pair::new(-21, 197),   // pst[42]
            Pair::new(21, -12),    // pst[43]
            Pair::new(12, 66),     // pst[44]
            Pair::new(70, 67),     // pst[45]
            Pair::new(12, 82),     // pst[46]
            Pair::new(25, -77),    // pst[47]
            Pair::new(158, 48),    // pst[48]
            Pair::new(8, 28),      // pst[49]
            Pair::new(-43, 33),    // pst[50]
            Pair::new(30, 55),     // pst[51]
            Pair::new(-163, 144),  // pst[52]
            Pair::new(-75, -117),  // pst[53]
            Pair::new(39, -1),     // pst[54]
            Pair::new(-107, 118),  // pst[55]
            Pair::new(0, 0),       // pst[56]
            Pair::new(0, 0),       // pst[57]
            Pair::new(0, 0),       // pst[58]
            Pair::new(0, 0),       // pst[59]
            Pair::new(0, 0),       // pst[60]
            Pair::new(0, 0),       // pst[61]
            Pair::new(0, 0),       // pst[62]
            Pair::new(0, 0),       // pst[63]
            Pair::new(-240, -37),  // pst[64]
            Pair::new(-13, -22),   // pst[65]
            Pair::new(-84, 158),   // pst[66]
            Pair::new(-32, -21),   // pst[67]
            Pair::new(4, 118),     // pst[68]
            Pair::new(-29, -1),    // pst[69]
            Pair::new(-15, -76),   // pst[70]
            Pair::new(-37, 135),   // pst[71]
            Pair::new(-45, -14),   // pst[72]
            Pair::new(-44, 164),   // pst[73]
            Pair::new(-44, -95),   // pst[74]
            Pair::new(-25, -32),   // pst[75]
            Pair::new(-46, -1),    // pst[76]
            Pair::new(18, -62),    // pst[77]
            Pair::new(-25, 12),    // pst[78]
            Pair::new(-22, -46),   // pst[79]
            Pair::new(-27, -27),   // pst[80]
            Pair::new(-50, 63),    // pst[81]
            Pair::new(-20, -30),   // pst[82]
            Pair::new(-41, 32),    // pst[83]
            Pair::new(-31, 19),    // pst[84]
            Pair::new(-8, -89),    // pst[85]
            Pair::new(-16, -37),   // pst[86]
            Pair::new(-15, -47),   // pst[87]
            Pair::new(-27, 130),   // pst[88]
            Pair::new(-55, 153),   // pst[89]
            Pair::new(36, 20),     // pst[90]
            Pair::new(19, 3),      // pst[91]
            Pair::new(59, 79),     // pst[92]
            Pair::new(52, -42),    // pst[93]
            Pair::new(29, 64),     // pst[94]
            Pair::new(15, 22),     // pst[95]
            Pair::new(-47, 182),   // pst[96]
            Pair::new(-8, 49),     // pst[97]
            Pair::new(-19, -6),    // pst[98]
            Pair::new(18, 191),    // pst[99]
            Pair::new(0, 153),     // pst[100]
            Pair::new(-22, 41),    // pst[101]
            Pair::new(-15, 112),   // pst[102]
            Pair::new(14, 35),     // pst[103]
            Pair::new(-32, 65),    // pst[104]
            Pair::new(18, 90),     // pst[105]
            Pair::new(-102, 159),  // pst[106]
            Pair::new(5, 153),     // pst[107]
            Pair::new(116, -24),   // pst[108]
            Pair::new(-82, 96),    // pst[109]
            Pair::new(-15, 193),   // pst[110]
            Pair::new(-29, 186),   // pst[111]
            Pair::new(-30, 385),   // pst[112]
            Pair::new(70, -131),   // pst[113]
            Pair::new(74, -40),    // pst[114]
            Pair::new(12, 135),    // pst[115]
            Pair::new(-198, 275),  // pst[116]
            Pair::new(118, -26),   // pst[117]
            Pair::new(83, -143),   // pst[118]
            Pair::new(91, -273),   // pst[119]
            Pair::new(-136, -114), // pst[120]
            Pair::new(-7, -260),   // pst[121]
            Pair::new(-223, 345),  // pst[122]
            Pair::new(-137, -128), // pst[123]
            Pair::new(94, 246),    // pst[124]
            Pair::new(-236, -347), // pst[125]
            Pair::new(-212, 150),  // pst[126]
            Pair::new(-83, -46),   // pst[127]
            Pair::new(-118, 150),  // pst[128]
            Pair::new(-152, 191),  // pst[129]
            Pair::new(20, 29),     // pst[130]
            Pair::new(-21, -63),   // pst[131]
            Pair::new(-80, 48),    // pst[132]
            Pair::new(-12, 114),   // pst[133]
            Pair::new(-122, 292),  // pst[134]
            Pair::new(-101, 67),   // pst[135]
            Pair::new(-112, 218),  // pst[136]
            Pair::new(9, 58),      // pst[137]
            Pair::new(17, 92),     // pst[138]
            Pair::new(5, 78),      // pst[139]
            Pair::new(-2, 142),    // pst[140]
            Pair::new(32, 26),     // pst[141]
            Pair::new(29, 23),     // pst[142]
            Pair::new(20, -1),     // pst[143]
            Pair::new(23, 67),     // pst[144]
            Pair::new(41, 131),    // pst[145]
            Pair::new(25, 88),     // pst[146]
            Pair::new(27, 157),    // pst[147]
            Pair::new(29, 114),    // pst[148]
            Pair::new(14, 20),     // pst[149]
            Pair::new(28, 144),    // pst[150]
            Pair::new(26, 90),     // pst[151]
            Pair::new(41, 112),    // pst[152]
            Pair::new(4, 72),      // pst[153]
            Pair::new(65, 109),    // pst[154]
            Pair::new(38, 149),    // pst[155]
            Pair::new(79, 103),    // pst[156]
            Pair::new(51, 145),    // pst[157]
            Pair::new(-29, 226),   // pst[158]
            Pair::new(61, 144),    // pst[159]
            Pair::new(30, 116),    // pst[160]
            Pair::new(35, 167),    // pst[161]
            Pair::new(-14, 177),   // pst[162]
            Pair::new(49, 144),    // pst[163]
            Pair::new(66, 129),    // pst[164]
            Pair::new(26, -30),    // pst[165]
            Pair::new(50, 88),     // pst[166]
            Pair::new(48, 54),     // pst[167]
            Pair::new(-63, 99),    // pst[168]
            Pair::new(-4, 30),     // pst[169]
            Pair::new(-97, 151),   // pst[170]
            Pair::new(64, 32),     // pst[171]
            Pair::new(56, 161),    // pst[172]
            Pair::new(-26, 135),   // pst[173]
            Pair::new(30, 223),    // pst[174]
            Pair::new(1, 110),     // pst[175]
            Pair::new(-4, 40),     // pst[176]
            Pair::new(-46, 109),   // pst[177]
            Pair::new(-2, 57),     // pst[178]
            Pair::new(41, 94),     // pst[179]
            Pair::new(-82, 75),    // pst[180]
            Pair::new(-98, 213),   // pst[181]
            Pair::new(95, 43),     // pst[182]
            Pair::new(50, -11),    // pst[183]
            Pair::new(75, -412),   // pst[184]
            Pair::new(-76, 167),   // pst[185]
            Pair::new(-166, 278),  // pst[186]
            Pair::new(-16, -213),  // pst[187]
            Pair::new(-198, 279),  // pst[188]
            Pair::new(-298, 249),  // pst[189]
            Pair::new(-190, 266),  // pst[190]
            Pair::new(123, -193),  // pst[191]
            Pair::new(36, 42),     // pst[192]
            Pair::new(29, 48),     // pst[193]
            Pair::new(-4, 136),    // pst[194]
            Pair::new(34, 87),     // pst[195]
            Pair::new(37, 67),     // pst[196]
            Pair::new(51, 147),    // pst[197]
            Pair::new(34, 81),     // pst[198]
            Pair::new(86, 36),     // pst[199]
            Pair::new(20, 41),     // pst[200]
            Pair::new(-44, 152),   // pst[201]
            Pair::new(-35, 227),   // pst[202]
            Pair::new(-59, 268),   // pst[203]
            Pair::new(-96, 172),   // pst[204]
            Pair::new(3, 144),     // pst[205]
            Pair::new(70, 93),     // pst[206]
            Pair::new(33, 38),     // pst[207]
            Pair::new(23, 96),     // pst[208]
            Pair::new(47, 184),    // pst[209]
            Pair::new(2, 186),     // pst[210]
            Pair::new(-13, 223),   // pst[211]
            Pair::new(33, 102),    // pst[212]
            Pair::new(-3, 234),    // pst[213]
            Pair::new(77, 193),    // pst[214]
            Pair::new(81, 101),    // pst[215]
            Pair::new(22, 121),    // pst[216]
            Pair::new(-72, 183),   // pst[217]
            Pair::new(34, 199),    // pst[218]
            Pair::new(-59, 243),   // pst[219]
            Pair::new(-32, 188),   // pst[220]
            Pair::new(64, 137),    // pst[221]
            Pair::new(116, 103),   // pst[222]
            Pair::new(46, 93),     // pst[223]
            Pair::new(10, 166),    // pst[224]
            Pair::new(63, -49),    // pst[225]
            Pair::new(78, 238),    // pst[226]
            Pair::new(24, 225),    // pst[227]
            Pair::new(17, 207),    // pst[228]
            Pair::new(101, 221),   // pst[229]
            Pair::new(71, 237),    // pst[230]
            Pair::new(73, 114),    // pst[231]
            Pair::new(55, 127),    // pst[232]
            Pair::new(113, 189),   // pst[233]
            Pair::new(44, 171),    // pst[234]
            Pair::new(204, 117),   // pst[235]
            Pair::new(78, 204),    // pst[236]
            Pair::new(99, 330),    // pst[237]
            Pair::new(181, 179),   // pst[238]
            Pair::new(55, 204),    // pst[239]
            Pair::new(102, 91),    // pst[240]
            Pair::new(71, 137),    // pst[241]
            Pair::new(96, 52),     // pst[242]
            Pair::new(170, 104),   // pst[243]
            Pair::new(-220, 326),  // pst[244]
            Pair::new(41, 270),    // pst[245]
            Pair::new(86, 200),    // pst[246]
            Pair::new(31, 216),    // pst[247]
            Pair::new(98, 131),    // pst[248]
            Pair::new(371, -11),   // pst[249]
            Pair::new(-9, 80),     // pst[250]
            Pair::new(192, 0),     // pst[251]
            Pair::new(-181, 65),   // pst[252]
            Pair::new(484, 197),   // pst[253]
            Pair::new(301, 50),    // pst[254]
            Pair::new(81, 57),     // pst[255]
            Pair::new(115, -240),  // pst[256]
            Pair::new(-29, 225),   // pst[257]
            Pair::new(-14, 204),   // pst[258]
            Pair::new(34, 214),    // pst[259]
            Pair::new(30, 121),    // pst[260]
            Pair::new(-33, 4),     // pst[261]
            Pair::new(-72, 412),   // pst[262]
            Pair::new(-126, 599),  // pst[263]
            Pair::new(-48, 219),   // pst[264]
            Pair::new(44, 225),    // pst[265]
            Pair::new(16, 166),    // pst[266]
            Pair::new(40, 95),     // pst[267]
            Pair::new(36, 125),    // pst[268]
            Pair::new(43, 243),    // pst[269]
            Pair::new(29, 97),     // pst[270]
            Pair::new(-73, 403),   // pst[271]
            Pair::new(20, 140),    // pst[272]
            Pair::new(21, 224),    // pst[273]
            Pair::new(-12, 371),   // pst[274]
            Pair::new(9, 290),     // pst[275]
            Pair::new(-12, 312),   // pst[276]
            Pair::new(30, 212),    // pst[277]
            Pair::new(37, 301),    // pst[278]
            Pair::new(15, 423),    // pst[279]
            Pair::new(50, 108),    // pst[280]
            Pair::new(-1, 219),    // pst[281]
            Pair::new(-22, 303),   // pst[282]
            Pair::new(-17, 578),   // pst[283]
            Pair::new(-26, 414),   // pst[284]
            Pair::new(43, 364),    // pst[285]
            Pair::new(20, 374),    // pst[286]
            Pair::new(65, 252),    // pst[287]
            Pair::new(3, 355),     // pst[288]
            Pair::new(21, 239),    // pst[289]
            Pair::new(-23, 689),   // pst[290]
            Pair::new(73, 61),     // pst[291]
            Pair::new(36, 518),    // pst[292]
            Pair::new(-47, 714),   // pst[293]
            Pair::new(25, 418),    // pst[294]
            Pair::new(131, 33),    // pst[295]
            Pair::new(-33, 230),   // pst[296]
            Pair::new(47, 416),    // pst[297]
            Pair::new(125, 159),   // pst[298]
            Pair::new(30, 375),    // pst[299]
            Pair::new(64, 298),    // pst[300]
            Pair::new(233, 67),    // pst[301]
            Pair::new(156, 253),   // pst[302]
            Pair::new(210, -107),  // pst[303]
            Pair::new(60, 365),    // pst[304]
            Pair::new(46, 181),    // pst[305]
            Pair::new(35, 282),    // pst[306]
            Pair::new(161, 68),    // pst[307]
            Pair::new(-4, 487),    // pst[308]
            Pair::new(-123, 996),  // pst[309]
            Pair::new(181, 91),    // pst[310]
            Pair::new(88, 307),    // pst[311]
            Pair::new(173, 42),    // pst[312]
            Pair::new(-116, 509),  // pst[313]
            Pair::new(379, 96),    // pst[314]
            Pair::new(-99, -2),    // pst[315]
            Pair::new(-4, -290),   // pst[316]
            Pair::new(-429, -451), // pst[317]
            Pair::new(-80, 965),   // pst[318]
            Pair::new(336, -723),  // pst[319]
            Pair::new(81, 41),     // pst[320]
            Pair::new(130, 2),     // pst[321]
            Pair::new(123, -24),   // pst[322]
            Pair::new(31, -127),   // pst[323]
            Pair::new(132, -83),   // pst[324]
            Pair::new(30, -13),    // pst[325]
            Pair::new(138, -48),   // pst[326]
            Pair::new(156, -69),   // pst[327]
            Pair::new(137, -57),   // pst[328]
            Pair::new(-46, 59),    // pst[329]
            Pair::new(-16, -17),   // pst[330]
            Pair::new(-170, 43),   // pst[331]
            Pair::new(-125, 0),    // pst[332]
            Pair::new(-37, -5),    // pst[333]
            Pair::new(1, -28),     // pst[334]
            Pair::new(75, -105),   // pst[335]
            Pair::new(-237, -191), // pst[336]
            Pair::new(-5, 34),     // pst[337]
            Pair::new(-389, 62),   // pst[338]
            Pair::new(-856, 25),   // pst[339]
            Pair::new(-391, -37),  // pst[340]
            Pair::new(-555, -10),  // pst[341]
            Pair::new(-412, -24),  // pst[342]
            Pair::new(4, -300),    // pst[343]
            Pair::new(194, -206),  // pst[344]
            Pair::new(0, -264),    // pst[345]
            Pair::new(-82, 252),   // pst[346]
            Pair::new(-153, -232), // pst[347]
            Pair::new(-165, 34),   // pst[348]
            Pair::new(-310, -3),   // pst[349]
            Pair::new(100, -74),   // pst[350]
            Pair::new(149, -188),  // pst[351]
            Pair::new(-12, -161),  // pst[352]
            Pair::new(-80, 49),    // pst[353]
            Pair::new(-62, 151),   // pst[354]
            Pair::new(-282, 205),  // pst[355]
            Pair::new(-517, 442),  // pst[356]
            Pair::new(-39, -251),  // pst[357]
            Pair::new(-65, -36),   // pst[358]
            Pair::new(-48, -55),   // pst[359]
            Pair::new(-17, 51),    // pst[360]
            Pair::new(-241, 95),   // pst[361]
            Pair::new(-124, -204), // pst[362]
            Pair::new(95, 190),    // pst[363]
            Pair::new(60, 154),    // pst[364]
            Pair::new(-77, -453),  // pst[365]
            Pair::new(7, 21),      // pst[366]
            Pair::new(202, 480),   // pst[367]
            Pair::new(-146, -163), // pst[368]
            Pair::new(16, -215),   // pst[369]
            Pair::new(-12, 222),   // pst[370]
            Pair::new(88, 21),     // pst[371]
            Pair::new(70, 232),    // pst[372]
            Pair::new(-295, -8),   // pst[373]
            Pair::new(-101, 307),  // pst[374]
            Pair::new(-48, 317),   // pst[375]
            Pair::new(141, -106),  // pst[376]
            Pair::new(-187, -94),  // pst[377]
            Pair::new(83, -48),    // pst[378]
            Pair::new(-71, 3),     // pst[379]
            Pair::new(19, 51),     // pst[380]
            Pair::new(-241, -5),   // pst[381]
            Pair::new(39, 37),     // pst[382]
            Pair::new(-159, -84),  // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-191, -201), // mobility_knight[0]
            Pair::new(-166, -33),  // mobility_knight[1]
            Pair::new(-150, 13),   // mobility_knight[2]
            Pair::new(-141, 34),   // mobility_knight[3]
            Pair::new(-122, 67),   // mobility_knight[4]
            Pair::new(-109, 92),   // mobility_knight[5]
            Pair::new(-100, 114),  // mobility_knight[6]
            Pair::new(-92, 134),   // mobility_knight[7]
            Pair::new(-92, 134),   // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-302, -427), // mobility_bishop[0]
            Pair::new(-276, -352), // mobility_bishop[1]
            Pair::new(-260, -229), // mobility_bishop[2]
            Pair::new(-240, -229), // mobility_bishop[3]
            Pair::new(-227, -213), // mobility_bishop[4]
            Pair::new(-217, -213), // mobility_bishop[5]
            Pair::new(-216, -195), // mobility_bishop[6]
            Pair::new(-212, -183), // mobility_bishop[7]
            Pair::new(-212, -183), // mobility_bishop[8]
            Pair::new(-212, -183), // mobility_bishop[9]
            Pair::new(-211, -183), // mobility_bishop[10]
            Pair::new(-192, -112), // mobility_bishop[11]
            Pair::new(-177, -74),  // mobility_bishop[12]
            Pair::new(-177, -74),  // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-220, -193), // mobility_rook[0]
            Pair::new(-100, -86),  // mobility_rook[1]
            Pair::new(-80, 7),     // mobility_rook[2]
            Pair::new(-73, 24),    // mobility_rook[3]
            Pair::new(-63, 88),    // mobility_rook[4]
            Pair::new(-59, 113),   // mobility_rook[5]
            Pair::new(-57, 144),   // mobility_rook[6]
            Pair::new(-42, 167),   // mobility_rook[7]
            Pair::new(-42, 209),   // mobility_rook[8]
            Pair::new(-42, 235),   // mobility_rook[9]
            Pair::new(-24, 244),   // mobility_rook[10]
            Pair::new(-24, 267),   // mobility_rook[11]
            Pair::new(-24, 267),   // mobility_rook[12]
            Pair::new(37, 297),    // mobility_rook[13]
            Pair::new(37, 297),    // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(6, -269),  // mobility_queen[0]
            Pair::new(6, -269),  // mobility_queen[1]
            Pair::new(6, -269),  // mobility_queen[2]
            Pair::new(18, -169), // mobility_queen[3]
            Pair::new(29, -124), // mobility_queen[4]
            Pair::new(36, -64),  // mobility_queen[5]
            Pair::new(38, 17),   // mobility_queen[6]
            Pair::new(38, 132),  // mobility_queen[7]
            Pair::new(47, 161),  // mobility_queen[8]
            Pair::new(53, 161),  // mobility_queen[9]
            Pair::new(61, 178),  // mobility_queen[10]
            Pair::new(65, 178),  // mobility_queen[11]
            Pair::new(70, 178),  // mobility_queen[12]
            Pair::new(71, 235),  // mobility_queen[13]
            Pair::new(71, 235),  // mobility_queen[14]
            Pair::new(71, 242),  // mobility_queen[15]
            Pair::new(71, 242),  // mobility_queen[16]
            Pair::new(71, 242),  // mobility_queen[17]
            Pair::new(71, 242),  // mobility_queen[18]
            Pair::new(71, 242),  // mobility_queen[19]
            Pair::new(71, 242),  // mobility_queen[20]
            Pair::new(71, 242),  // mobility_queen[21]
            Pair::new(71, 242),  // mobility_queen[22]
            Pair::new(71, 242),  // mobility_queen[23]
            Pair::new(71, 242),  // mobility_queen[24]
            Pair::new(142, 250), // mobility_queen[25]
            Pair::new(142, 250), // mobility_queen[26]
            Pair::new(142, 250), // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(0, 0),     // passed[0]
            Pair::new(-41, 32),  // passed[1]
            Pair::new(-20, 24),  // passed[2]
            Pair::new(-9, -9),   // passed[3]
            Pair::new(-41, 56),  // passed[4]
            Pair::new(31, 36),   // passed[5]
            Pair::new(147, 231), // passed[6]
            Pair::new(0, 0),     // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(0, 0),       // passed_blocked[0]
            Pair::new(59, -108),   // passed_blocked[1]
            Pair::new(-14, 63),    // passed_blocked[2]
            Pair::new(-35, 1),     // passed_blocked[3]
            Pair::new(-59, -36),   // passed_blocked[4]
            Pair::new(-53, -81),   // passed_blocked[5]
            Pair::new(-142, -139), // passed_blocked[6]
            Pair::new(0, 0),       // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(0, 0),    // connected[0]
            Pair::new(8, -2),   // connected[1]
            Pair::new(5, 18),   // connected[2]
            Pair::new(12, 35),  // connected[3]
            Pair::new(25, 57),  // connected[4]
            Pair::new(39, 89),  // connected[5]
            Pair::new(30, 286), // connected[6]
            Pair::new(14, 14),  // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(0, -3)]),
    ("doubled", &[Pair::new(-11, 2)]),
    ("backward", &[Pair::new(-2, 4)]),
    ("bishop_pair", &[Pair::new(9, 115)]),
    ("rook_open", &[Pair::new(83, 61)]),
    ("rook_semi_open", &[Pair::new(39, -16)]),
    (
        "shelter",
        &[
            Pair::new(88, -117), // shelter[0]
            Pair::new(53, -72),  // shelter[1]
            Pair::new(13, 15),   // shelter[2]
            Pair::new(-24, 103), // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(18, -30), // king_attack[0]
            Pair::new(45, 5),   // king_attack[1]
            Pair::new(99, -33), // king_attack[2]
            Pair::new(-3, -87), // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(37, 128)]),
    ("threat_by_minor", &[Pair::new(30, 140)]),
    ("threat_by_rook", &[Pair::new(76, -18)]),
    (
        "safe_check",
        &[
            Pair::new(17, -105), // safe_check[0]
            Pair::new(-70, 19),  // safe_check[1]
            Pair::new(23, 35),   // safe_check[2]
            Pair::new(-52, -5),  // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(42, 79)]),
    ("king_weak_squares", &[Pair::new(12, 23)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),     // king_attackers[0]
            Pair::new(-18, -11), // king_attackers[1]
            Pair::new(0, -10),   // king_attackers[2]
            Pair::new(41, -94),  // king_attackers[3]
            Pair::new(103, -16), // king_attackers[4]
            Pair::new(77, 77),   // king_attackers[5]
            Pair::new(0, 0),     // king_attackers[6]
            Pair::new(0, 0),     // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(10, 147),   // passed_own_king[0]
            Pair::new(-715, 118), // passed_own_king[1]
            Pair::new(221, 7),    // passed_own_king[2]
            Pair::new(27, -30),   // passed_own_king[3]
            Pair::new(19, 11),    // passed_own_king[4]
            Pair::new(28, 11),    // passed_own_king[5]
            Pair::new(12, 16),    // passed_own_king[6]
            Pair::new(12, 23),    // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(31, -132), // passed_their_king[0]
            Pair::new(-34, -8),  // passed_their_king[1]
            Pair::new(1, 21),    // passed_their_king[2]
            Pair::new(-3, 39),   // passed_their_king[3]
            Pair::new(-14, 30),  // passed_their_king[4]
            Pair::new(-20, 73),  // passed_their_king[5]
            Pair::new(-17, 77),  // passed_their_king[6]
            Pair::new(11, 45),   // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(0, 0),     // passed_free[0]
            Pair::new(6, 23),    // passed_free[1]
            Pair::new(29, -14),  // passed_free[2]
            Pair::new(-6, 9),    // passed_free[3]
            Pair::new(-12, -8),  // passed_free[4]
            Pair::new(60, 82),   // passed_free[5]
            Pair::new(-90, 130), // passed_free[6]
            Pair::new(0, 0),     // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(-26, -55)]),
    (
        "outpost",
        &[
            Pair::new(29, 12), // outpost[0]
            Pair::new(37, 2),  // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(12, 30)]),
    ("bishop_pawns", &[Pair::new(-5, -12)]),
    (
        "king_file",
        &[
            Pair::new(42, -7),   // king_file[0]
            Pair::new(-53, -79), // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(-19, 50),  // king_danger_bucket[0]
            Pair::new(-2, 84),   // king_danger_bucket[1]
            Pair::new(24, 171),  // king_danger_bucket[2]
            Pair::new(30, 171),  // king_danger_bucket[3]
            Pair::new(30, 171),  // king_danger_bucket[4]
            Pair::new(48, 171),  // king_danger_bucket[5]
            Pair::new(48, 171),  // king_danger_bucket[6]
            Pair::new(143, 171), // king_danger_bucket[7]
            Pair::new(143, 171), // king_danger_bucket[8]
            Pair::new(143, 171), // king_danger_bucket[9]
            Pair::new(143, 171), // king_danger_bucket[10]
            Pair::new(143, 171), // king_danger_bucket[11]
            Pair::new(143, 171), // king_danger_bucket[12]
            Pair::new(143, 171), // king_danger_bucket[13]
            Pair::new(143, 171), // king_danger_bucket[14]
            Pair::new(143, 171), // king_danger_bucket[15]
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
            Pair::new(-72, 110),  // shelter_file[0]
            Pair::new(22, -28),   // shelter_file[1]
            Pair::new(14, -74),   // shelter_file[2]
            Pair::new(-70, 29),   // shelter_file[3]
            Pair::new(-50, -33),  // shelter_file[4]
            Pair::new(-106, -15), // shelter_file[5]
            Pair::new(-53, 160),  // shelter_file[6]
            Pair::new(2, -50),    // shelter_file[7]
            Pair::new(-38, -58),  // shelter_file[8]
            Pair::new(-6, -77),   // shelter_file[9]
            Pair::new(-70, -23),  // shelter_file[10]
            Pair::new(-57, 25),   // shelter_file[11]
            Pair::new(15, 68),    // shelter_file[12]
            Pair::new(49, -83),   // shelter_file[13]
            Pair::new(-28, -9),   // shelter_file[14]
            Pair::new(-23, 34),   // shelter_file[15]
            Pair::new(-92, 62),   // shelter_file[16]
            Pair::new(-67, 12),   // shelter_file[17]
            Pair::new(-13, 89),   // shelter_file[18]
            Pair::new(31, -110),  // shelter_file[19]
            Pair::new(-18, -52),  // shelter_file[20]
            Pair::new(-38, 97),   // shelter_file[21]
            Pair::new(-32, 7),    // shelter_file[22]
            Pair::new(-54, -10),  // shelter_file[23]
            Pair::new(0, 0),      // shelter_file[24]
            Pair::new(38, 93),    // shelter_file[25]
            Pair::new(13, 40),    // shelter_file[26]
            Pair::new(-39, -5),   // shelter_file[27]
            Pair::new(-93, -47),  // shelter_file[28]
            Pair::new(-72, 62),   // shelter_file[29]
            Pair::new(0, 0),      // shelter_file[30]
            Pair::new(21, 17),    // shelter_file[31]
            Pair::new(23, 21),    // shelter_file[32]
            Pair::new(-17, -48),  // shelter_file[33]
            Pair::new(-39, -132), // shelter_file[34]
            Pair::new(-104, 0),   // shelter_file[35]
            Pair::new(0, 0),      // shelter_file[36]
            Pair::new(60, -55),   // shelter_file[37]
            Pair::new(14, -91),   // shelter_file[38]
            Pair::new(-47, 60),   // shelter_file[39]
            Pair::new(44, -118),  // shelter_file[40]
            Pair::new(-103, 10),  // shelter_file[41]
            Pair::new(0, 0),      // shelter_file[42]
            Pair::new(16, -11),   // shelter_file[43]
            Pair::new(9, -41),    // shelter_file[44]
            Pair::new(-55, 146),  // shelter_file[45]
            Pair::new(-39, -53),  // shelter_file[46]
            Pair::new(-114, 41),  // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(71, 150),    // pawn_storm[0]
            Pair::new(123, -65),   // pawn_storm[1]
            Pair::new(-161, 158),  // pawn_storm[2]
            Pair::new(-35, -10),   // pawn_storm[3]
            Pair::new(14, -40),    // pawn_storm[4]
            Pair::new(34, -23),    // pawn_storm[5]
            Pair::new(-302, 39),   // pawn_storm[6]
            Pair::new(144, -196),  // pawn_storm[7]
            Pair::new(-34, -128),  // pawn_storm[8]
            Pair::new(-3, -15),    // pawn_storm[9]
            Pair::new(26, 12),     // pawn_storm[10]
            Pair::new(24, 34),     // pawn_storm[11]
            Pair::new(-252, -95),  // pawn_storm[12]
            Pair::new(97, -161),   // pawn_storm[13]
            Pair::new(-66, 19),    // pawn_storm[14]
            Pair::new(27, -57),    // pawn_storm[15]
            Pair::new(21, 10),     // pawn_storm[16]
            Pair::new(31, 18),     // pawn_storm[17]
            Pair::new(249, 200),   // pawn_storm[18]
            Pair::new(-76, -221),  // pawn_storm[19]
            Pair::new(-125, -120), // pawn_storm[20]
            Pair::new(-34, -106),  // pawn_storm[21]
            Pair::new(-11, 74),    // pawn_storm[22]
            Pair::new(-10, 14),    // pawn_storm[23]
            Pair::new(0, 0),       // pawn_storm[24]
            Pair::new(0, 0),       // pawn_storm[25]
            Pair::new(-20, -9),    // pawn_storm[26]
            Pair::new(22, 24),     // pawn_storm[27]
            Pair::new(100, -31),   // pawn_storm[28]
            Pair::new(0, 0),       // pawn_storm[29]
            Pair::new(0, 0),       // pawn_storm[30]
            Pair::new(0, 0),       // pawn_storm[31]
            Pair::new(11, 24),     // pawn_storm[32]
            Pair::new(70, -48),    // pawn_storm[33]
            Pair::new(-35, 66),    // pawn_storm[34]
            Pair::new(0, 0),       // pawn_storm[35]
            Pair::new(0, 0),       // pawn_storm[36]
            Pair::new(0, 0),       // pawn_storm[37]
            Pair::new(34, -48),    // pawn_storm[38]
            Pair::new(10, 6),      // pawn_storm[39]
            Pair::new(47, -17),    // pawn_storm[40]
            Pair::new(0, 0),       // pawn_storm[41]
            Pair::new(0, 0),       // pawn_storm[42]
            Pair::new(0, 0),       // pawn_storm[43]
            Pair::new(-64, 67),    // pawn_storm[44]
            Pair::new(-28, 83),    // pawn_storm[45]
            Pair::new(-2, -11),    // pawn_storm[46]
            Pair::new(0, 0),       // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(0, 18),    // threat_minor_on[0]
            Pair::new(27, 95),   // threat_minor_on[1]
            Pair::new(21, 64),   // threat_minor_on[2]
            Pair::new(9, -21),   // threat_minor_on[3]
            Pair::new(-40, 152), // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(-10, 31),  // threat_rook_on[0]
            Pair::new(41, 126),  // threat_rook_on[1]
            Pair::new(13, 130),  // threat_rook_on[2]
            Pair::new(67, -189), // threat_rook_on[3]
            Pair::new(16, 156),  // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(45, 23)]),
    ("pawn_push_threat", &[Pair::new(25, 39)]),
    ("restricted", &[Pair::new(10, 11)]),
    ("space", &[Pair::new(1, -7)]),
    (
        "passed_safe_path",
        &[
            Pair::new(0, 0),      // passed_safe_path[0]
            Pair::new(-65, 72),   // passed_safe_path[1]
            Pair::new(180, -14),  // passed_safe_path[2]
            Pair::new(-279, 38),  // passed_safe_path[3]
            Pair::new(223, 83),   // passed_safe_path[4]
            Pair::new(252, 381),  // passed_safe_path[5]
            Pair::new(-123, 115), // passed_safe_path[6]
            Pair::new(0, 0),      // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(-47, -18),  // king_defenders[0]
            Pair::new(-11, 2),    // king_defenders[1]
            Pair::new(4, 15),     // king_defenders[2]
            Pair::new(17, 38),    // king_defenders[3]
            Pair::new(57, -52),   // king_defenders[4]
            Pair::new(-10, 58),   // king_defenders[5]
            Pair::new(-93, -101), // king_defenders[6]
            Pair::new(0, 0),      // king_defenders[7]
            Pair::new(0, 0),      // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, 51)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),     // knight_king_distance[0]
            Pair::new(-12, 95),  // knight_king_distance[1]
            Pair::new(15, 116),  // knight_king_distance[2]
            Pair::new(18, 111),  // knight_king_distance[3]
            Pair::new(6, 74),    // knight_king_distance[4]
            Pair::new(0, 50),    // knight_king_distance[5]
            Pair::new(-6, 52),   // knight_king_distance[6]
            Pair::new(32, -9),   // knight_king_distance[7]
            Pair::new(0, 0),     // knight_king_distance[8]
            Pair::new(125, 159), // knight_king_distance[9]
            Pair::new(126, 69),  // knight_king_distance[10]
            Pair::new(95, 104),  // knight_king_distance[11]
            Pair::new(15, 114),  // knight_king_distance[12]
            Pair::new(5, 43),    // knight_king_distance[13]
            Pair::new(-11, 26),  // knight_king_distance[14]
            Pair::new(-22, -49), // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(14, 63)]),
    ("queen_relative_pin", &[Pair::new(-22, 17)]),
    ("rook_on_seventh", &[Pair::new(31, -27)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(2, 4),     // rook_behind_passer[0]
            Pair::new(75, -207), // rook_behind_passer[1]
        ],
    ),
    (
        "king_flank_attack",
        &[
            Pair::new(5, 16),  // king_flank_attack[0]
            Pair::new(11, 14), // king_flank_attack[1]
            Pair::new(-8, -2), // king_flank_attack[2]
        ],
    ),
    (
        "king_blockers",
        &[
            Pair::new(-3, 89), // king_blockers[0]
            Pair::new(51, -3), // king_blockers[1]
        ],
    ),
    (
        "complexity",
        &[
            Pair::new(0, -8), // complexity[0]
            Pair::new(0, 76), // complexity[1]
            Pair::new(0, 77), // complexity[2]
            Pair::new(0, 7),  // complexity[3]
        ],
    ),
];
