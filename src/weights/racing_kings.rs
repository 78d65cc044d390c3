//! The racingkings evaluation weights, fitted by `ferrum tune --variant racingkings`.
//! Fitted to Fairy-Stockfish 11.1's judgement, round 2: 147,813 positions of 10,000 racing kings
//! self-play games (shards rk-selfplay-1..4 of `bench/variants/data`, depth-8 labels; 1 played by
//! f810115, 2-4 by this set's predecessor), targets the labels' win probability alone, held out:
//! rk-validation-2 (5,870 positions of the predecessor's games, depth 10). `--score-weight 1
//! --monotone`, the race rows fitted too; best held-out check at epoch 1250 of 2000, lr 1, K 1.9702,
//! MSE 0.044162 -> 0.040866, held-out MSE 0.039083 -> 0.036845.

use super::layout::{assemble, Named};
use super::params::{NUM_PARAMS, TERMS};
use super::{variant_chess, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, variant_chess::TUNED, FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(73, 95),   // material[0]
            Pair::new(213, 41),  // material[1]
            Pair::new(192, -71), // material[2]
            Pair::new(383, 288), // material[3]
            Pair::new(793, 391), // material[4]
            Pair::new(0, 0),     // material[5]
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
            Pair::new(-7, 32),     // pst[8]
            Pair::new(11, 31),     // pst[9]
            Pair::new(-4, 19),     // pst[10]
            Pair::new(4, -5),      // pst[11]
            Pair::new(9, -2),      // pst[12]
            Pair::new(12, 8),      // pst[13]
            Pair::new(32, 12),     // pst[14]
            Pair::new(-19, 34),    // pst[15]
            Pair::new(-15, 31),    // pst[16]
            Pair::new(-9, 17),     // pst[17]
            Pair::new(-14, 27),    // pst[18]
            Pair::new(-18, 28),    // pst[19]
            Pair::new(-7, 12),     // pst[20]
            Pair::new(-12, -3),    // pst[21]
            Pair::new(8, 18),      // pst[22]
            Pair::new(-15, 14),    // pst[23]
            Pair::new(-1, 25),     // pst[24]
            Pair::new(-10, 32),    // pst[25]
            Pair::new(8, 12),      // pst[26]
            Pair::new(18, -14),    // pst[27]
            Pair::new(14, -11),    // pst[28]
            Pair::new(12, 4),      // pst[29]
            Pair::new(-7, 19),     // pst[30]
            Pair::new(-22, 18),    // pst[31]
            Pair::new(9, 30),      // pst[32]
            Pair::new(7, 21),      // pst[33]
            Pair::new(27, -2),     // pst[34]
            Pair::new(10, -6),     // pst[35]
            Pair::new(18, -24),    // pst[36]
            Pair::new(21, -37),    // pst[37]
            Pair::new(23, 26),     // pst[38]
            Pair::new(-31, 27),    // pst[39]
            Pair::new(50, 44),     // pst[40]
            Pair::new(69, 47),     // pst[41]
            Pair::new(15, 19),     // pst[42]
            Pair::new(16, 9),      // pst[43]
            Pair::new(89, -11),    // pst[44]
            Pair::new(36, 4),      // pst[45]
            Pair::new(9, 34),      // pst[46]
            Pair::new(40, 40),     // pst[47]
            Pair::new(106, 77),    // pst[48]
            Pair::new(99, 117),    // pst[49]
            Pair::new(122, 16),    // pst[50]
            Pair::new(-18, 72),    // pst[51]
            Pair::new(87, 77),     // pst[52]
            Pair::new(-46, 86),    // pst[53]
            Pair::new(-42, 92),    // pst[54]
            Pair::new(96, 88),     // pst[55]
            Pair::new(0, 0),       // pst[56]
            Pair::new(0, 0),       // pst[57]
            Pair::new(0, 0),       // pst[58]
            Pair::new(0, 0),       // pst[59]
            Pair::new(0, 0),       // pst[60]
            Pair::new(0, 0),       // pst[61]
            Pair::new(0, 0),       // pst[62]
            Pair::new(0, 0),       // pst[63]
            Pair::new(-162, 152),  // pst[64]
            Pair::new(-436, 342),  // pst[65]
            Pair::new(-126, 193),  // pst[66]
            Pair::new(-196, 227),  // pst[67]
            Pair::new(178, 0),     // pst[68]
            Pair::new(-1, 168),    // pst[69]
            Pair::new(110, -81),   // pst[70]
            Pair::new(-56, 362),   // pst[71]
            Pair::new(-405, 345),  // pst[72]
            Pair::new(-345, 351),  // pst[73]
            Pair::new(-100, 161),  // pst[74]
            Pair::new(18, 166),    // pst[75]
            Pair::new(69, 73),     // pst[76]
            Pair::new(-109, 66),   // pst[77]
            Pair::new(1, 69),      // pst[78]
            Pair::new(139, 30),    // pst[79]
            Pair::new(5, 105),     // pst[80]
            Pair::new(-41, 129),   // pst[81]
            Pair::new(-33, 144),   // pst[82]
            Pair::new(102, 26),    // pst[83]
            Pair::new(15, -54),    // pst[84]
            Pair::new(5, 28),      // pst[85]
            Pair::new(-121, 206),  // pst[86]
            Pair::new(126, -27),   // pst[87]
            Pair::new(95, 150),    // pst[88]
            Pair::new(-91, 170),   // pst[89]
            Pair::new(67, 61),     // pst[90]
            Pair::new(121, 37),    // pst[91]
            Pair::new(113, 115),   // pst[92]
            Pair::new(76, -25),    // pst[93]
            Pair::new(170, 74),    // pst[94]
            Pair::new(152, -46),   // pst[95]
            Pair::new(150, -34),   // pst[96]
            Pair::new(-10, 204),   // pst[97]
            Pair::new(152, -3),    // pst[98]
            Pair::new(59, 19),     // pst[99]
            Pair::new(216, -60),   // pst[100]
            Pair::new(152, -29),   // pst[101]
            Pair::new(-40, 41),    // pst[102]
            Pair::new(97, -32),    // pst[103]
            Pair::new(273, -63),   // pst[104]
            Pair::new(-38, 60),    // pst[105]
            Pair::new(10, 65),     // pst[106]
            Pair::new(28, 11),     // pst[107]
            Pair::new(63, 82),     // pst[108]
            Pair::new(-166, 196),  // pst[109]
            Pair::new(9, 134),     // pst[110]
            Pair::new(-77, 108),   // pst[111]
            Pair::new(-566, 397),  // pst[112]
            Pair::new(-493, 315),  // pst[113]
            Pair::new(12, 43),     // pst[114]
            Pair::new(102, 17),    // pst[115]
            Pair::new(-108, 106),  // pst[116]
            Pair::new(-70, 153),   // pst[117]
            Pair::new(-98, 283),   // pst[118]
            Pair::new(-149, 191),  // pst[119]
            Pair::new(-911, -967), // pst[120]
            Pair::new(-119, 17),   // pst[121]
            Pair::new(-297, 153),  // pst[122]
            Pair::new(204, -50),   // pst[123]
            Pair::new(-137, 297),  // pst[124]
            Pair::new(-149, 173),  // pst[125]
            Pair::new(-132, 91),   // pst[126]
            Pair::new(-95, 59),    // pst[127]
            Pair::new(-123, 147),  // pst[128]
            Pair::new(-387, 240),  // pst[129]
            Pair::new(-265, 195),  // pst[130]
            Pair::new(-557, 338),  // pst[131]
            Pair::new(39, -83),    // pst[132]
            Pair::new(25, -21),    // pst[133]
            Pair::new(126, -20),   // pst[134]
            Pair::new(120, -15),   // pst[135]
            Pair::new(-278, 26),   // pst[136]
            Pair::new(81, 2),      // pst[137]
            Pair::new(-236, 187),  // pst[138]
            Pair::new(-248, 211),  // pst[139]
            Pair::new(-100, 91),   // pst[140]
            Pair::new(324, -232),  // pst[141]
            Pair::new(105, 51),    // pst[142]
            Pair::new(118, -13),   // pst[143]
            Pair::new(82, 133),    // pst[144]
            Pair::new(-25, -6),    // pst[145]
            Pair::new(207, -162),  // pst[146]
            Pair::new(-25, 35),    // pst[147]
            Pair::new(213, -68),   // pst[148]
            Pair::new(50, 87),     // pst[149]
            Pair::new(148, -107),  // pst[150]
            Pair::new(43, -59),    // pst[151]
            Pair::new(-307, -80),  // pst[152]
            Pair::new(-169, 112),  // pst[153]
            Pair::new(-23, 18),    // pst[154]
            Pair::new(422, -236),  // pst[155]
            Pair::new(32, 36),     // pst[156]
            Pair::new(155, -32),   // pst[157]
            Pair::new(-151, 98),   // pst[158]
            Pair::new(58, 57),     // pst[159]
            Pair::new(76, -7),     // pst[160]
            Pair::new(-321, 184),  // pst[161]
            Pair::new(242, -37),   // pst[162]
            Pair::new(-2, 85),     // pst[163]
            Pair::new(409, -167),  // pst[164]
            Pair::new(-60, 55),    // pst[165]
            Pair::new(-193, 35),   // pst[166]
            Pair::new(-146, 32),   // pst[167]
            Pair::new(-88, -6),    // pst[168]
            Pair::new(9, -16),     // pst[169]
            Pair::new(114, 26),    // pst[170]
            Pair::new(46, 73),     // pst[171]
            Pair::new(4, 25),      // pst[172]
            Pair::new(137, -31),   // pst[173]
            Pair::new(-83, 66),    // pst[174]
            Pair::new(23, -313),   // pst[175]
            Pair::new(317, -275),  // pst[176]
            Pair::new(172, -89),   // pst[177]
            Pair::new(300, -172),  // pst[178]
            Pair::new(-128, 38),   // pst[179]
            Pair::new(-157, 173),  // pst[180]
            Pair::new(-301, 256),  // pst[181]
            Pair::new(105, -131),  // pst[182]
            Pair::new(-182, -45),  // pst[183]
            Pair::new(11, 86),     // pst[184]
            Pair::new(-36, 114),   // pst[185]
            Pair::new(15, 23),     // pst[186]
            Pair::new(50, -74),    // pst[187]
            Pair::new(18, -3),     // pst[188]
            Pair::new(-208, 102),  // pst[189]
            Pair::new(-162, 89),   // pst[190]
            Pair::new(101, -20),   // pst[191]
            Pair::new(-22, -214),  // pst[192]
            Pair::new(137, -36),   // pst[193]
            Pair::new(-238, 17),   // pst[194]
            Pair::new(-42, 11),    // pst[195]
            Pair::new(-95, 34),    // pst[196]
            Pair::new(-119, 32),   // pst[197]
            Pair::new(43, -124),   // pst[198]
            Pair::new(-163, -16),  // pst[199]
            Pair::new(96, -145),   // pst[200]
            Pair::new(223, 80),    // pst[201]
            Pair::new(-75, 197),   // pst[202]
            Pair::new(-46, 66),    // pst[203]
            Pair::new(134, 5),     // pst[204]
            Pair::new(19, 43),     // pst[205]
            Pair::new(-75, 32),    // pst[206]
            Pair::new(6, -249),    // pst[207]
            Pair::new(11, -5),     // pst[208]
            Pair::new(110, 101),   // pst[209]
            Pair::new(-12, 198),   // pst[210]
            Pair::new(-26, 155),   // pst[211]
            Pair::new(-92, 126),   // pst[212]
            Pair::new(-2, 82),     // pst[213]
            Pair::new(-53, 65),    // pst[214]
            Pair::new(-8, -176),   // pst[215]
            Pair::new(-95, 18),    // pst[216]
            Pair::new(28, 108),    // pst[217]
            Pair::new(-1, 104),    // pst[218]
            Pair::new(45, 23),     // pst[219]
            Pair::new(-34, 86),    // pst[220]
            Pair::new(-69, 13),    // pst[221]
            Pair::new(60, -69),    // pst[222]
            Pair::new(-30, -99),   // pst[223]
            Pair::new(-135, 76),   // pst[224]
            Pair::new(-61, 118),   // pst[225]
            Pair::new(-159, 116),  // pst[226]
            Pair::new(-145, 178),  // pst[227]
            Pair::new(-105, 122),  // pst[228]
            Pair::new(53, 16),     // pst[229]
            Pair::new(71, 55),     // pst[230]
            Pair::new(-56, 102),   // pst[231]
            Pair::new(-77, 54),    // pst[232]
            Pair::new(-99, 95),    // pst[233]
            Pair::new(-22, 63),    // pst[234]
            Pair::new(74, -2),     // pst[235]
            Pair::new(76, 112),    // pst[236]
            Pair::new(199, 20),    // pst[237]
            Pair::new(206, 32),    // pst[238]
            Pair::new(-25, 89),    // pst[239]
            Pair::new(-120, 12),   // pst[240]
            Pair::new(-97, 112),   // pst[241]
            Pair::new(-62, 73),    // pst[242]
            Pair::new(3, 67),      // pst[243]
            Pair::new(-86, 168),   // pst[244]
            Pair::new(-62, 192),   // pst[245]
            Pair::new(188, 47),    // pst[246]
            Pair::new(-119, 139),  // pst[247]
            Pair::new(-33, -131),  // pst[248]
            Pair::new(20, -52),    // pst[249]
            Pair::new(-54, -140),  // pst[250]
            Pair::new(-59, -89),   // pst[251]
            Pair::new(-215, 119),  // pst[252]
            Pair::new(-222, 4),    // pst[253]
            Pair::new(207, -119),  // pst[254]
            Pair::new(24, -214),   // pst[255]
            Pair::new(-89, -156),  // pst[256]
            Pair::new(-33, -190),  // pst[257]
            Pair::new(-206, -100), // pst[258]
            Pair::new(-49, -263),  // pst[259]
            Pair::new(-292, -49),  // pst[260]
            Pair::new(14, -295),   // pst[261]
            Pair::new(-104, -67),  // pst[262]
            Pair::new(57, -262),   // pst[263]
            Pair::new(158, -326),  // pst[264]
            Pair::new(156, -195),  // pst[265]
            Pair::new(72, -107),   // pst[266]
            Pair::new(-224, 111),  // pst[267]
            Pair::new(47, -73),    // pst[268]
            Pair::new(-3, -208),   // pst[269]
            Pair::new(13, -385),   // pst[270]
            Pair::new(28, -337),   // pst[271]
            Pair::new(-92, -62),   // pst[272]
            Pair::new(-26, -60),   // pst[273]
            Pair::new(149, -46),   // pst[274]
            Pair::new(-114, 91),   // pst[275]
            Pair::new(-14, -102),  // pst[276]
            Pair::new(-30, -122),  // pst[277]
            Pair::new(-159, 13),   // pst[278]
            Pair::new(7, -271),    // pst[279]
            Pair::new(-6, -193),   // pst[280]
            Pair::new(-448, 184),  // pst[281]
            Pair::new(103, -137),  // pst[282]
            Pair::new(83, -199),   // pst[283]
            Pair::new(56, -158),   // pst[284]
            Pair::new(0, -23),     // pst[285]
            Pair::new(-252, 38),   // pst[286]
            Pair::new(-164, -74),  // pst[287]
            Pair::new(-204, -113), // pst[288]
            Pair::new(-399, 198),  // pst[289]
            Pair::new(-61, -7),    // pst[290]
            Pair::new(78, -119),   // pst[291]
            Pair::new(-27, -80),   // pst[292]
            Pair::new(224, -242),  // pst[293]
            Pair::new(-254, 48),   // pst[294]
            Pair::new(-79, 27),    // pst[295]
            Pair::new(-60, -89),   // pst[296]
            Pair::new(-137, 117),  // pst[297]
            Pair::new(-73, 10),    // pst[298]
            Pair::new(-13, -47),   // pst[299]
            Pair::new(84, -32),    // pst[300]
            Pair::new(260, -310),  // pst[301]
            Pair::new(28, -94),    // pst[302]
            Pair::new(61, -141),   // pst[303]
            Pair::new(-15, -174),  // pst[304]
            Pair::new(-203, -5),   // pst[305]
            Pair::new(-43, 17),    // pst[306]
            Pair::new(-6, -124),   // pst[307]
            Pair::new(-66, 28),    // pst[308]
            Pair::new(42, -68),    // pst[309]
            Pair::new(3, -81),     // pst[310]
            Pair::new(10, -99),    // pst[311]
            Pair::new(-65, 32),    // pst[312]
            Pair::new(21, -215),   // pst[313]
            Pair::new(-23, -173),  // pst[314]
            Pair::new(101, -187),  // pst[315]
            Pair::new(-153, -15),  // pst[316]
            Pair::new(33, -263),   // pst[317]
            Pair::new(143, -779),  // pst[318]
            Pair::new(-44, -318),  // pst[319]
            Pair::new(28, 1),      // pst[320]
            Pair::new(104, 81),    // pst[321]
            Pair::new(275, -103),  // pst[322]
            Pair::new(-346, -11),  // pst[323]
            Pair::new(-469, 61),   // pst[324]
            Pair::new(-300, -74),  // pst[325]
            Pair::new(-529, -20),  // pst[326]
            Pair::new(-107, -375), // pst[327]
            Pair::new(998, -428),  // pst[328]
            Pair::new(763, -85),   // pst[329]
            Pair::new(1140, -45),  // pst[330]
            Pair::new(389, 216),   // pst[331]
            Pair::new(-230, 154),  // pst[332]
            Pair::new(-429, 156),  // pst[333]
            Pair::new(-535, 72),   // pst[334]
            Pair::new(-188, -256), // pst[335]
            Pair::new(402, -157),  // pst[336]
            Pair::new(467, -26),   // pst[337]
            Pair::new(904, -88),   // pst[338]
            Pair::new(531, 171),   // pst[339]
            Pair::new(-40, 246),   // pst[340]
            Pair::new(-247, 150),  // pst[341]
            Pair::new(-391, 132),  // pst[342]
            Pair::new(-189, -74),  // pst[343]
            Pair::new(136, -161),  // pst[344]
            Pair::new(124, 58),    // pst[345]
            Pair::new(233, 234),   // pst[346]
            Pair::new(599, 113),   // pst[347]
            Pair::new(158, 249),   // pst[348]
            Pair::new(-72, 236),   // pst[349]
            Pair::new(-309, 179),  // pst[350]
            Pair::new(-141, -27),  // pst[351]
            Pair::new(-224, -32),  // pst[352]
            Pair::new(-238, 96),   // pst[353]
            Pair::new(-145, 188),  // pst[354]
            Pair::new(56, 300),    // pst[355]
            Pair::new(572, 124),   // pst[356]
            Pair::new(231, 217),   // pst[357]
            Pair::new(88, 88),     // pst[358]
            Pair::new(50, -54),    // pst[359]
            Pair::new(-318, -72),  // pst[360]
            Pair::new(-425, 74),   // pst[361]
            Pair::new(-384, 239),  // pst[362]
            Pair::new(-88, 334),   // pst[363]
            Pair::new(738, 77),    // pst[364]
            Pair::new(791, -13),   // pst[365]
            Pair::new(647, -192),  // pst[366]
            Pair::new(591, -385),  // pst[367]
            Pair::new(-452, -72),  // pst[368]
            Pair::new(-586, -19),  // pst[369]
            Pair::new(-356, -80),  // pst[370]
            Pair::new(-374, 248),  // pst[371]
            Pair::new(126, 437),   // pst[372]
            Pair::new(895, 43),    // pst[373]
            Pair::new(718, -104),  // pst[374]
            Pair::new(806, -429),  // pst[375]
            Pair::new(-505, 0),    // pst[376]
            Pair::new(-699, 86),   // pst[377]
            Pair::new(-119, -114), // pst[378]
            Pair::new(18, -68),    // pst[379]
            Pair::new(-72, -128),  // pst[380]
            Pair::new(-129, 257),  // pst[381]
            Pair::new(65, -127),   // pst[382]
            Pair::new(-159, -84),  // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-63, -113), // mobility_knight[0]
            Pair::new(15, 17),    // mobility_knight[1]
            Pair::new(15, 111),   // mobility_knight[2]
            Pair::new(15, 111),   // mobility_knight[3]
            Pair::new(15, 116),   // mobility_knight[4]
            Pair::new(108, 116),  // mobility_knight[5]
            Pair::new(108, 116),  // mobility_knight[6]
            Pair::new(164, 143),  // mobility_knight[7]
            Pair::new(167, 143),  // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-600, -553), // mobility_bishop[0]
            Pair::new(83, 34),     // mobility_bishop[1]
            Pair::new(83, 165),    // mobility_bishop[2]
            Pair::new(83, 165),    // mobility_bishop[3]
            Pair::new(88, 165),    // mobility_bishop[4]
            Pair::new(123, 165),   // mobility_bishop[5]
            Pair::new(183, 165),   // mobility_bishop[6]
            Pair::new(183, 165),   // mobility_bishop[7]
            Pair::new(189, 165),   // mobility_bishop[8]
            Pair::new(190, 165),   // mobility_bishop[9]
            Pair::new(190, 165),   // mobility_bishop[10]
            Pair::new(190, 165),   // mobility_bishop[11]
            Pair::new(190, 165),   // mobility_bishop[12]
            Pair::new(190, 223),   // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-111, -109), // mobility_rook[0]
            Pair::new(-83, 32),    // mobility_rook[1]
            Pair::new(3, 465),     // mobility_rook[2]
            Pair::new(101, 465),   // mobility_rook[3]
            Pair::new(101, 465),   // mobility_rook[4]
            Pair::new(122, 465),   // mobility_rook[5]
            Pair::new(144, 465),   // mobility_rook[6]
            Pair::new(147, 465),   // mobility_rook[7]
            Pair::new(174, 465),   // mobility_rook[8]
            Pair::new(201, 465),   // mobility_rook[9]
            Pair::new(201, 465),   // mobility_rook[10]
            Pair::new(201, 465),   // mobility_rook[11]
            Pair::new(213, 465),   // mobility_rook[12]
            Pair::new(218, 465),   // mobility_rook[13]
            Pair::new(218, 465),   // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(-171, -149), // mobility_queen[0]
            Pair::new(-171, -149), // mobility_queen[1]
            Pair::new(-162, 56),   // mobility_queen[2]
            Pair::new(-162, 56),   // mobility_queen[3]
            Pair::new(-162, 56),   // mobility_queen[4]
            Pair::new(-162, 56),   // mobility_queen[5]
            Pair::new(-102, 56),   // mobility_queen[6]
            Pair::new(-88, 56),    // mobility_queen[7]
            Pair::new(-49, 56),    // mobility_queen[8]
            Pair::new(-49, 56),    // mobility_queen[9]
            Pair::new(-45, 56),    // mobility_queen[10]
            Pair::new(-45, 56),    // mobility_queen[11]
            Pair::new(5, 56),      // mobility_queen[12]
            Pair::new(5, 56),      // mobility_queen[13]
            Pair::new(5, 56),      // mobility_queen[14]
            Pair::new(53, 56),     // mobility_queen[15]
            Pair::new(60, 56),     // mobility_queen[16]
            Pair::new(60, 56),     // mobility_queen[17]
            Pair::new(60, 56),     // mobility_queen[18]
            Pair::new(61, 56),     // mobility_queen[19]
            Pair::new(69, 56),     // mobility_queen[20]
            Pair::new(69, 56),     // mobility_queen[21]
            Pair::new(94, 56),     // mobility_queen[22]
            Pair::new(98, 56),     // mobility_queen[23]
            Pair::new(98, 56),     // mobility_queen[24]
            Pair::new(98, 56),     // mobility_queen[25]
            Pair::new(110, 123),   // mobility_queen[26]
            Pair::new(110, 123),   // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(0, 0),    // passed[0]
            Pair::new(19, 3),   // passed[1]
            Pair::new(-15, 9),  // passed[2]
            Pair::new(15, 28),  // passed[3]
            Pair::new(32, 68),  // passed[4]
            Pair::new(3, 95),   // passed[5]
            Pair::new(149, 96), // passed[6]
            Pair::new(0, 0),    // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(0, 0),      // passed_blocked[0]
            Pair::new(-5, -29),   // passed_blocked[1]
            Pair::new(-6, -3),    // passed_blocked[2]
            Pair::new(5, -31),    // passed_blocked[3]
            Pair::new(10, -55),   // passed_blocked[4]
            Pair::new(55, -88),   // passed_blocked[5]
            Pair::new(-113, -95), // passed_blocked[6]
            Pair::new(0, 0),      // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(0, 0),   // connected[0]
            Pair::new(0, 3),   // connected[1]
            Pair::new(13, 8),  // connected[2]
            Pair::new(14, 11), // connected[3]
            Pair::new(5, 31),  // connected[4]
            Pair::new(37, 50), // connected[5]
            Pair::new(322, 6), // connected[6]
            Pair::new(14, 14), // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(4, -2)]),
    ("doubled", &[Pair::new(-14, -22)]),
    ("backward", &[Pair::new(-3, -1)]),
    ("bishop_pair", &[Pair::new(270, -45)]),
    ("rook_open", &[Pair::new(-17, -360)]),
    ("rook_semi_open", &[Pair::new(14, 0)]),
    (
        "shelter",
        &[
            Pair::new(-40, 9),  // shelter[0]
            Pair::new(-12, -2), // shelter[1]
            Pair::new(3, -6),   // shelter[2]
            Pair::new(19, -23), // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(3, 38),   // king_attack[0]
            Pair::new(-10, 38), // king_attack[1]
            Pair::new(16, -7),  // king_attack[2]
            Pair::new(-30, 4),  // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(44, 49)]),
    ("threat_by_minor", &[Pair::new(65, -83)]),
    ("threat_by_rook", &[Pair::new(169, -27)]),
    (
        "safe_check",
        &[
            Pair::new(-18, 10), // safe_check[0]
            Pair::new(-1, -16), // safe_check[1]
            Pair::new(34, 1),   // safe_check[2]
            Pair::new(1, 1),    // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(-6, 12)]),
    ("king_weak_squares", &[Pair::new(18, -1)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),     // king_attackers[0]
            Pair::new(-32, 2),   // king_attackers[1]
            Pair::new(-15, -1),  // king_attackers[2]
            Pair::new(-3, -7),   // king_attackers[3]
            Pair::new(-13, 15),  // king_attackers[4]
            Pair::new(9, 0),     // king_attackers[5]
            Pair::new(-14, -67), // king_attackers[6]
            Pair::new(0, 0),     // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(76, -5),  // passed_own_king[0]
            Pair::new(7, 24),   // passed_own_king[1]
            Pair::new(3, 10),   // passed_own_king[2]
            Pair::new(-8, 9),   // passed_own_king[3]
            Pair::new(-12, -4), // passed_own_king[4]
            Pair::new(-2, -8),  // passed_own_king[5]
            Pair::new(4, -7),   // passed_own_king[6]
            Pair::new(-3, -3),  // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(-34, -9), // passed_their_king[0]
            Pair::new(17, -24), // passed_their_king[1]
            Pair::new(10, -9),  // passed_their_king[2]
            Pair::new(11, 9),   // passed_their_king[3]
            Pair::new(3, 17),   // passed_their_king[4]
            Pair::new(12, 13),  // passed_their_king[5]
            Pair::new(-10, 20), // passed_their_king[6]
            Pair::new(-17, 21), // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(0, 0),    // passed_free[0]
            Pair::new(-30, 21), // passed_free[1]
            Pair::new(-10, 22), // passed_free[2]
            Pair::new(-39, 28), // passed_free[3]
            Pair::new(-21, 26), // passed_free[4]
            Pair::new(29, 50),  // passed_free[5]
            Pair::new(33, 15),  // passed_free[6]
            Pair::new(0, 0),    // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(-38, 12)]),
    (
        "outpost",
        &[
            Pair::new(22, 11), // outpost[0]
            Pair::new(10, 23), // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(4, -5)]),
    ("bishop_pawns", &[Pair::new(-2, 2)]),
    (
        "king_file",
        &[
            Pair::new(-15, -15), // king_file[0]
            Pair::new(-20, -28), // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(24, -55),  // king_danger_bucket[0]
            Pair::new(27, -55),  // king_danger_bucket[1]
            Pair::new(27, -55),  // king_danger_bucket[2]
            Pair::new(27, -55),  // king_danger_bucket[3]
            Pair::new(27, -55),  // king_danger_bucket[4]
            Pair::new(29, -55),  // king_danger_bucket[5]
            Pair::new(30, -55),  // king_danger_bucket[6]
            Pair::new(30, -55),  // king_danger_bucket[7]
            Pair::new(52, -55),  // king_danger_bucket[8]
            Pair::new(57, -55),  // king_danger_bucket[9]
            Pair::new(57, -55),  // king_danger_bucket[10]
            Pair::new(59, -55),  // king_danger_bucket[11]
            Pair::new(120, -55), // king_danger_bucket[12]
            Pair::new(120, -55), // king_danger_bucket[13]
            Pair::new(120, -55), // king_danger_bucket[14]
            Pair::new(132, -49), // king_danger_bucket[15]
        ],
    ),
    (
        "shelter_file",
        &[
            Pair::new(0, 0),    // shelter_file[0]
            Pair::new(0, 0),    // shelter_file[1]
            Pair::new(0, 0),    // shelter_file[2]
            Pair::new(0, 0),    // shelter_file[3]
            Pair::new(0, 0),    // shelter_file[4]
            Pair::new(74, -27), // shelter_file[5]
            Pair::new(0, 0),    // shelter_file[6]
            Pair::new(0, 0),    // shelter_file[7]
            Pair::new(0, 0),    // shelter_file[8]
            Pair::new(0, 0),    // shelter_file[9]
            Pair::new(0, 0),    // shelter_file[10]
            Pair::new(-15, 15), // shelter_file[11]
            Pair::new(0, 0),    // shelter_file[12]
            Pair::new(0, 0),    // shelter_file[13]
            Pair::new(0, 0),    // shelter_file[14]
            Pair::new(0, 0),    // shelter_file[15]
            Pair::new(0, 0),    // shelter_file[16]
            Pair::new(15, -15), // shelter_file[17]
            Pair::new(0, 0),    // shelter_file[18]
            Pair::new(0, 0),    // shelter_file[19]
            Pair::new(0, 0),    // shelter_file[20]
            Pair::new(0, 0),    // shelter_file[21]
            Pair::new(0, 0),    // shelter_file[22]
            Pair::new(52, -41), // shelter_file[23]
            Pair::new(0, 0),    // shelter_file[24]
            Pair::new(0, 0),    // shelter_file[25]
            Pair::new(0, 0),    // shelter_file[26]
            Pair::new(0, 0),    // shelter_file[27]
            Pair::new(0, 0),    // shelter_file[28]
            Pair::new(-67, 60), // shelter_file[29]
            Pair::new(0, 0),    // shelter_file[30]
            Pair::new(0, 0),    // shelter_file[31]
            Pair::new(0, 0),    // shelter_file[32]
            Pair::new(0, 0),    // shelter_file[33]
            Pair::new(0, 0),    // shelter_file[34]
            Pair::new(74, -27), // shelter_file[35]
            Pair::new(0, 0),    // shelter_file[36]
            Pair::new(0, 0),    // shelter_file[37]
            Pair::new(0, 0),    // shelter_file[38]
            Pair::new(0, 0),    // shelter_file[39]
            Pair::new(0, 0),    // shelter_file[40]
            Pair::new(68, -46), // shelter_file[41]
            Pair::new(0, 0),    // shelter_file[42]
            Pair::new(0, 0),    // shelter_file[43]
            Pair::new(0, 0),    // shelter_file[44]
            Pair::new(0, 0),    // shelter_file[45]
            Pair::new(0, 0),    // shelter_file[46]
            Pair::new(-74, 4),  // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(0, 0),    // pawn_storm[0]
            Pair::new(0, 0),    // pawn_storm[1]
            Pair::new(0, 0),    // pawn_storm[2]
            Pair::new(0, 0),    // pawn_storm[3]
            Pair::new(0, 0),    // pawn_storm[4]
            Pair::new(-52, 41), // pawn_storm[5]
            Pair::new(0, 0),    // pawn_storm[6]
            Pair::new(0, 0),    // pawn_storm[7]
            Pair::new(0, 0),    // pawn_storm[8]
            Pair::new(0, 0),    // pawn_storm[9]
            Pair::new(0, 0),    // pawn_storm[10]
            Pair::new(74, -4),  // pawn_storm[11]
            Pair::new(0, 0),    // pawn_storm[12]
            Pair::new(0, 0),    // pawn_storm[13]
            Pair::new(0, 0),    // pawn_storm[14]
            Pair::new(0, 0),    // pawn_storm[15]
            Pair::new(0, 0),    // pawn_storm[16]
            Pair::new(67, -60), // pawn_storm[17]
            Pair::new(0, 0),    // pawn_storm[18]
            Pair::new(0, 0),    // pawn_storm[19]
            Pair::new(0, 0),    // pawn_storm[20]
            Pair::new(0, 0),    // pawn_storm[21]
            Pair::new(0, 0),    // pawn_storm[22]
            Pair::new(20, -34), // pawn_storm[23]
            Pair::new(0, 0),    // pawn_storm[24]
            Pair::new(0, 0),    // pawn_storm[25]
            Pair::new(0, 0),    // pawn_storm[26]
            Pair::new(0, 0),    // pawn_storm[27]
            Pair::new(0, 0),    // pawn_storm[28]
            Pair::new(0, 0),    // pawn_storm[29]
            Pair::new(0, 0),    // pawn_storm[30]
            Pair::new(0, 0),    // pawn_storm[31]
            Pair::new(0, 0),    // pawn_storm[32]
            Pair::new(0, 0),    // pawn_storm[33]
            Pair::new(0, 0),    // pawn_storm[34]
            Pair::new(0, 0),    // pawn_storm[35]
            Pair::new(0, 0),    // pawn_storm[36]
            Pair::new(0, 0),    // pawn_storm[37]
            Pair::new(0, 0),    // pawn_storm[38]
            Pair::new(0, 0),    // pawn_storm[39]
            Pair::new(0, 0),    // pawn_storm[40]
            Pair::new(0, 0),    // pawn_storm[41]
            Pair::new(0, 0),    // pawn_storm[42]
            Pair::new(0, 0),    // pawn_storm[43]
            Pair::new(0, 0),    // pawn_storm[44]
            Pair::new(0, 0),    // pawn_storm[45]
            Pair::new(0, 0),    // pawn_storm[46]
            Pair::new(0, 0),    // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(0, 0),     // threat_minor_on[0]
            Pair::new(121, -68), // threat_minor_on[1]
            Pair::new(107, -52), // threat_minor_on[2]
            Pair::new(70, 19),   // threat_minor_on[3]
            Pair::new(-29, 8),   // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(0, 0),     // threat_rook_on[0]
            Pair::new(56, -93),  // threat_rook_on[1]
            Pair::new(49, -82),  // threat_rook_on[2]
            Pair::new(135, -97), // threat_rook_on[3]
            Pair::new(-178, 85), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(86, -61)]),
    ("pawn_push_threat", &[Pair::new(0, 0)]),
    ("restricted", &[Pair::new(0, 27)]),
    ("space", &[Pair::new(73, -163)]),
    (
        "passed_safe_path",
        &[
            Pair::new(0, 0), // passed_safe_path[0]
            Pair::new(0, 0), // passed_safe_path[1]
            Pair::new(0, 0), // passed_safe_path[2]
            Pair::new(0, 0), // passed_safe_path[3]
            Pair::new(0, 0), // passed_safe_path[4]
            Pair::new(0, 0), // passed_safe_path[5]
            Pair::new(0, 0), // passed_safe_path[6]
            Pair::new(0, 0), // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(-70, 37), // king_defenders[0]
            Pair::new(-12, 56), // king_defenders[1]
            Pair::new(54, 63),  // king_defenders[2]
            Pair::new(101, 71), // king_defenders[3]
            Pair::new(0, 0),    // king_defenders[4]
            Pair::new(0, 0),    // king_defenders[5]
            Pair::new(0, 0),    // king_defenders[6]
            Pair::new(0, 0),    // king_defenders[7]
            Pair::new(0, 0),    // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, 0)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),      // knight_king_distance[0]
            Pair::new(-158, -38), // knight_king_distance[1]
            Pair::new(-83, -70),  // knight_king_distance[2]
            Pair::new(-83, -71),  // knight_king_distance[3]
            Pair::new(-60, -100), // knight_king_distance[4]
            Pair::new(0, -148),   // knight_king_distance[5]
            Pair::new(-16, -103), // knight_king_distance[6]
            Pair::new(179, -127), // knight_king_distance[7]
            Pair::new(0, 0),      // knight_king_distance[8]
            Pair::new(-35, -120), // knight_king_distance[9]
            Pair::new(-57, -92),  // knight_king_distance[10]
            Pair::new(-61, -93),  // knight_king_distance[11]
            Pair::new(-57, -85),  // knight_king_distance[12]
            Pair::new(-79, -68),  // knight_king_distance[13]
            Pair::new(-19, -109), // knight_king_distance[14]
            Pair::new(-109, 9),   // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(-43, 1)]),
    ("queen_relative_pin", &[Pair::new(-141, 133)]),
    ("rook_on_seventh", &[Pair::new(438, -271)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(0, 0), // rook_behind_passer[0]
            Pair::new(0, 0), // rook_behind_passer[1]
        ],
    ),
];
