//! The racingkings evaluation weights, fitted by `ferrum tune --variant racingkings`.
//! Fitted to Fairy-Stockfish 11.1's judgement: 36,796 positions of 2,500 racing kings
//! self-play games (shard rk-selfplay-1 of `bench/variants/data`, depth-8 labels), targets the
//! labels' win probability alone, held out: rk-validation-1 (2,924 positions, depth 10).
//! `--score-weight 1 --monotone` (no prior: held-out 0.040979 against 0.044500 with `--prior
//! 300`), starting from the set fitted on 155,305 positions of 4,780 self-play games' results;
//! best held-out check at epoch 1350 of 2000, lr 1, K 1.9698, MSE 0.050799 -> 0.039296,
//! held-out MSE 0.047336 -> 0.040979.

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
            Pair::new(222, 178), // material[1]
            Pair::new(263, 181), // material[2]
            Pair::new(387, 429), // material[3]
            Pair::new(965, 584), // material[4]
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
            Pair::new(4, -140),    // pst[64]
            Pair::new(-505, 257),  // pst[65]
            Pair::new(-266, 367),  // pst[66]
            Pair::new(-443, 426),  // pst[67]
            Pair::new(219, -196),  // pst[68]
            Pair::new(-27, 116),   // pst[69]
            Pair::new(317, -447),  // pst[70]
            Pair::new(-16, 270),   // pst[71]
            Pair::new(-351, 180),  // pst[72]
            Pair::new(-491, 361),  // pst[73]
            Pair::new(-44, 20),    // pst[74]
            Pair::new(67, -20),    // pst[75]
            Pair::new(176, -103),  // pst[76]
            Pair::new(-199, -153), // pst[77]
            Pair::new(-58, -119),  // pst[78]
            Pair::new(315, 407),   // pst[79]
            Pair::new(-393, 325),  // pst[80]
            Pair::new(2, 9),       // pst[81]
            Pair::new(-227, 314),  // pst[82]
            Pair::new(119, -18),   // pst[83]
            Pair::new(-241, 441),  // pst[84]
            Pair::new(-11, 21),    // pst[85]
            Pair::new(-53, 33),    // pst[86]
            Pair::new(345, -340),  // pst[87]
            Pair::new(44, -86),    // pst[88]
            Pair::new(-115, 268),  // pst[89]
            Pair::new(6, 17),      // pst[90]
            Pair::new(294, -180),  // pst[91]
            Pair::new(309, -185),  // pst[92]
            Pair::new(96, -172),   // pst[93]
            Pair::new(200, -72),   // pst[94]
            Pair::new(252, -290),  // pst[95]
            Pair::new(211, -175),  // pst[96]
            Pair::new(-312, 550),  // pst[97]
            Pair::new(199, -88),   // pst[98]
            Pair::new(85, -123),   // pst[99]
            Pair::new(314, -147),  // pst[100]
            Pair::new(185, 12),    // pst[101]
            Pair::new(-352, 275),  // pst[102]
            Pair::new(-149, 135),  // pst[103]
            Pair::new(1, 33),      // pst[104]
            Pair::new(-108, 143),  // pst[105]
            Pair::new(28, 82),     // pst[106]
            Pair::new(33, -161),   // pst[107]
            Pair::new(75, 69),     // pst[108]
            Pair::new(-159, 161),  // pst[109]
            Pair::new(115, -136),  // pst[110]
            Pair::new(165, -159),  // pst[111]
            Pair::new(-300, 238),  // pst[112]
            Pair::new(-759, 320),  // pst[113]
            Pair::new(-85, 155),   // pst[114]
            Pair::new(204, -133),  // pst[115]
            Pair::new(-129, -1),   // pst[116]
            Pair::new(-69, 63),    // pst[117]
            Pair::new(-165, 165),  // pst[118]
            Pair::new(-188, 76),   // pst[119]
            Pair::new(-832, -860), // pst[120]
            Pair::new(-344, -23),  // pst[121]
            Pair::new(-527, 288),  // pst[122]
            Pair::new(265, -58),   // pst[123]
            Pair::new(-336, 341),  // pst[124]
            Pair::new(-284, -67),  // pst[125]
            Pair::new(147, -296),  // pst[126]
            Pair::new(-212, -60),  // pst[127]
            Pair::new(-305, 487),  // pst[128]
            Pair::new(-203, 34),   // pst[129]
            Pair::new(47, -44),    // pst[130]
            Pair::new(-648, 284),  // pst[131]
            Pair::new(26, -171),   // pst[132]
            Pair::new(-48, 27),    // pst[133]
            Pair::new(90, -66),    // pst[134]
            Pair::new(286, -87),   // pst[135]
            Pair::new(-9, -138),   // pst[136]
            Pair::new(-52, 30),    // pst[137]
            Pair::new(-3, -181),   // pst[138]
            Pair::new(-386, 229),  // pst[139]
            Pair::new(-252, 303),  // pst[140]
            Pair::new(322, -325),  // pst[141]
            Pair::new(121, -46),   // pst[142]
            Pair::new(-84, 334),   // pst[143]
            Pair::new(170, 174),   // pst[144]
            Pair::new(-114, 21),   // pst[145]
            Pair::new(408, -513),  // pst[146]
            Pair::new(-62, 92),    // pst[147]
            Pair::new(421, -309),  // pst[148]
            Pair::new(188, -14),   // pst[149]
            Pair::new(-96, 252),   // pst[150]
            Pair::new(-17, -95),   // pst[151]
            Pair::new(-92, -307),  // pst[152]
            Pair::new(-365, 112),  // pst[153]
            Pair::new(12, 46),     // pst[154]
            Pair::new(393, -187),  // pst[155]
            Pair::new(-142, 123),  // pst[156]
            Pair::new(53, 36),     // pst[157]
            Pair::new(-331, 394),  // pst[158]
            Pair::new(-51, 141),   // pst[159]
            Pair::new(60, 169),    // pst[160]
            Pair::new(-507, 278),  // pst[161]
            Pair::new(177, -80),   // pst[162]
            Pair::new(-116, 181),  // pst[163]
            Pair::new(385, -160),  // pst[164]
            Pair::new(-251, 226),  // pst[165]
            Pair::new(-553, 224),  // pst[166]
            Pair::new(358, -450),  // pst[167]
            Pair::new(-118, -162), // pst[168]
            Pair::new(-74, 265),   // pst[169]
            Pair::new(-14, 81),    // pst[170]
            Pair::new(46, -72),    // pst[171]
            Pair::new(56, -152),   // pst[172]
            Pair::new(207, -104),  // pst[173]
            Pair::new(-5, 310),    // pst[174]
            Pair::new(41, -314),   // pst[175]
            Pair::new(350, -172),  // pst[176]
            Pair::new(117, -86),   // pst[177]
            Pair::new(315, -178),  // pst[178]
            Pair::new(-135, -77),  // pst[179]
            Pair::new(-237, 141),  // pst[180]
            Pair::new(-51, 92),    // pst[181]
            Pair::new(6, -127),    // pst[182]
            Pair::new(-288, -62),  // pst[183]
            Pair::new(134, -49),   // pst[184]
            Pair::new(-77, -17),   // pst[185]
            Pair::new(-7, -11),    // pst[186]
            Pair::new(33, -29),    // pst[187]
            Pair::new(187, -297),  // pst[188]
            Pair::new(119, -248),  // pst[189]
            Pair::new(-244, 30),   // pst[190]
            Pair::new(49, -72),    // pst[191]
            Pair::new(-399, -113), // pst[192]
            Pair::new(252, -184),  // pst[193]
            Pair::new(-359, 65),   // pst[194]
            Pair::new(-196, 211),  // pst[195]
            Pair::new(-138, 306),  // pst[196]
            Pair::new(-78, 19),    // pst[197]
            Pair::new(98, -276),   // pst[198]
            Pair::new(33, -60),    // pst[199]
            Pair::new(178, -620),  // pst[200]
            Pair::new(354, -80),   // pst[201]
            Pair::new(-328, 395),  // pst[202]
            Pair::new(86, -91),    // pst[203]
            Pair::new(166, 128),   // pst[204]
            Pair::new(50, 47),     // pst[205]
            Pair::new(-10, -68),   // pst[206]
            Pair::new(93, -236),   // pst[207]
            Pair::new(-224, 98),   // pst[208]
            Pair::new(39, 324),    // pst[209]
            Pair::new(-28, 252),   // pst[210]
            Pair::new(31, 219),    // pst[211]
            Pair::new(79, 41),     // pst[212]
            Pair::new(77, 24),     // pst[213]
            Pair::new(-31, -53),   // pst[214]
            Pair::new(-220, -240), // pst[215]
            Pair::new(-243, 252),  // pst[216]
            Pair::new(68, 182),    // pst[217]
            Pair::new(33, 184),    // pst[218]
            Pair::new(130, 20),    // pst[219]
            Pair::new(-114, 264),  // pst[220]
            Pair::new(90, -143),   // pst[221]
            Pair::new(41, -58),    // pst[222]
            Pair::new(-57, 17),    // pst[223]
            Pair::new(98, -16),    // pst[224]
            Pair::new(-116, 270),  // pst[225]
            Pair::new(-134, 38),   // pst[226]
            Pair::new(-32, 180),   // pst[227]
            Pair::new(-47, 110),   // pst[228]
            Pair::new(131, 5),     // pst[229]
            Pair::new(136, 102),   // pst[230]
            Pair::new(-3, 122),    // pst[231]
            Pair::new(-190, -10),  // pst[232]
            Pair::new(-84, 167),   // pst[233]
            Pair::new(-30, 81),    // pst[234]
            Pair::new(241, -107),  // pst[235]
            Pair::new(127, 54),    // pst[236]
            Pair::new(187, 79),    // pst[237]
            Pair::new(250, 80),    // pst[238]
            Pair::new(-137, 120),  // pst[239]
            Pair::new(-367, 108),  // pst[240]
            Pair::new(-93, 177),   // pst[241]
            Pair::new(-103, 88),   // pst[242]
            Pair::new(-10, 32),    // pst[243]
            Pair::new(11, 139),    // pst[244]
            Pair::new(-14, 178),   // pst[245]
            Pair::new(254, 3),     // pst[246]
            Pair::new(-246, 105),  // pst[247]
            Pair::new(51, -200),   // pst[248]
            Pair::new(54, -96),    // pst[249]
            Pair::new(-14, -186),  // pst[250]
            Pair::new(-20, -84),   // pst[251]
            Pair::new(-216, 94),   // pst[252]
            Pair::new(-209, -159), // pst[253]
            Pair::new(157, 22),    // pst[254]
            Pair::new(-110, -38),  // pst[255]
            Pair::new(4, 8),       // pst[256]
            Pair::new(-368, 12),   // pst[257]
            Pair::new(-364, 49),   // pst[258]
            Pair::new(59, -311),   // pst[259]
            Pair::new(-321, -65),  // pst[260]
            Pair::new(-86, -339),  // pst[261]
            Pair::new(-148, 43),   // pst[262]
            Pair::new(23, -246),   // pst[263]
            Pair::new(28, -162),   // pst[264]
            Pair::new(29, -160),   // pst[265]
            Pair::new(146, -263),  // pst[266]
            Pair::new(-303, 312),  // pst[267]
            Pair::new(199, -159),  // pst[268]
            Pair::new(29, -383),   // pst[269]
            Pair::new(4, -486),    // pst[270]
            Pair::new(7, -354),    // pst[271]
            Pair::new(-198, -21),  // pst[272]
            Pair::new(9, 61),      // pst[273]
            Pair::new(-47, 193),   // pst[274]
            Pair::new(81, 6),      // pst[275]
            Pair::new(-75, 32),    // pst[276]
            Pair::new(-86, -47),   // pst[277]
            Pair::new(-253, 48),   // pst[278]
            Pair::new(192, -245),  // pst[279]
            Pair::new(60, -281),   // pst[280]
            Pair::new(-394, 305),  // pst[281]
            Pair::new(52, 55),     // pst[282]
            Pair::new(285, -322),  // pst[283]
            Pair::new(124, -183),  // pst[284]
            Pair::new(119, -38),   // pst[285]
            Pair::new(-279, 30),   // pst[286]
            Pair::new(-247, 71),   // pst[287]
            Pair::new(-199, -110), // pst[288]
            Pair::new(-600, 493),  // pst[289]
            Pair::new(30, -69),    // pst[290]
            Pair::new(174, 0),     // pst[291]
            Pair::new(21, 64),     // pst[292]
            Pair::new(432, -321),  // pst[293]
            Pair::new(52, -7),     // pst[294]
            Pair::new(-162, 179),  // pst[295]
            Pair::new(-87, 138),   // pst[296]
            Pair::new(9, 49),      // pst[297]
            Pair::new(-56, 14),    // pst[298]
            Pair::new(-46, 40),    // pst[299]
            Pair::new(146, -79),   // pst[300]
            Pair::new(465, -406),  // pst[301]
            Pair::new(48, -117),   // pst[302]
            Pair::new(277, -399),  // pst[303]
            Pair::new(-357, 11),   // pst[304]
            Pair::new(-124, 2),    // pst[305]
            Pair::new(72, -182),   // pst[306]
            Pair::new(138, -101),  // pst[307]
            Pair::new(-42, 42),    // pst[308]
            Pair::new(-87, -36),   // pst[309]
            Pair::new(-10, -74),   // pst[310]
            Pair::new(-127, 152),  // pst[311]
            Pair::new(-24, 39),    // pst[312]
            Pair::new(304, -547),  // pst[313]
            Pair::new(57, -222),   // pst[314]
            Pair::new(208, -208),  // pst[315]
            Pair::new(-46, 43),    // pst[316]
            Pair::new(41, -242),   // pst[317]
            Pair::new(-11, -875),  // pst[318]
            Pair::new(53, -486),   // pst[319]
            Pair::new(28, 1),      // pst[320]
            Pair::new(116, 104),   // pst[321]
            Pair::new(280, -47),   // pst[322]
            Pair::new(-370, -41),  // pst[323]
            Pair::new(-456, -272), // pst[324]
            Pair::new(-476, -411), // pst[325]
            Pair::new(-712, -156), // pst[326]
            Pair::new(-91, -476),  // pst[327]
            Pair::new(841, -198),  // pst[328]
            Pair::new(650, -22),   // pst[329]
            Pair::new(827, 250),   // pst[330]
            Pair::new(531, 131),   // pst[331]
            Pair::new(-148, -29),  // pst[332]
            Pair::new(-338, -6),   // pst[333]
            Pair::new(-428, -91),  // pst[334]
            Pair::new(-207, -446), // pst[335]
            Pair::new(396, 16),    // pst[336]
            Pair::new(354, 221),   // pst[337]
            Pair::new(922, -91),   // pst[338]
            Pair::new(295, 334),   // pst[339]
            Pair::new(-308, 393),  // pst[340]
            Pair::new(-171, -23),  // pst[341]
            Pair::new(-440, 6),    // pst[342]
            Pair::new(-205, -174), // pst[343]
            Pair::new(98, -100),   // pst[344]
            Pair::new(159, 105),   // pst[345]
            Pair::new(282, 311),   // pst[346]
            Pair::new(942, 116),   // pst[347]
            Pair::new(102, 377),   // pst[348]
            Pair::new(-112, 191),  // pst[349]
            Pair::new(-226, 52),   // pst[350]
            Pair::new(-298, 172),  // pst[351]
            Pair::new(-378, -13),  // pst[352]
            Pair::new(-249, 65),   // pst[353]
            Pair::new(-114, 28),   // pst[354]
            Pair::new(248, 216),   // pst[355]
            Pair::new(542, 232),   // pst[356]
            Pair::new(581, 163),   // pst[357]
            Pair::new(81, 168),    // pst[358]
            Pair::new(-73, 133),   // pst[359]
            Pair::new(-424, -206), // pst[360]
            Pair::new(-456, -88),  // pst[361]
            Pair::new(-732, 281),  // pst[362]
            Pair::new(-17, 308),   // pst[363]
            Pair::new(571, 277),   // pst[364]
            Pair::new(935, 79),    // pst[365]
            Pair::new(880, -226),  // pst[366]
            Pair::new(998, -437),  // pst[367]
            Pair::new(-526, -288), // pst[368]
            Pair::new(-536, -291), // pst[369]
            Pair::new(-263, -476), // pst[370]
            Pair::new(-115, -85),  // pst[371]
            Pair::new(-200, 440),  // pst[372]
            Pair::new(457, 302),   // pst[373]
            Pair::new(704, -49),   // pst[374]
            Pair::new(646, -257),  // pst[375]
            Pair::new(-656, -191), // pst[376]
            Pair::new(-858, -53),  // pst[377]
            Pair::new(-482, -394), // pst[378]
            Pair::new(72, -227),   // pst[379]
            Pair::new(-117, -209), // pst[380]
            Pair::new(-175, 145),  // pst[381]
            Pair::new(287, 520),   // pst[382]
            Pair::new(-159, -84),  // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-46, -113), // mobility_knight[0]
            Pair::new(-43, 53),   // mobility_knight[1]
            Pair::new(-43, 53),   // mobility_knight[2]
            Pair::new(-43, 53),   // mobility_knight[3]
            Pair::new(-43, 53),   // mobility_knight[4]
            Pair::new(4, 53),     // mobility_knight[5]
            Pair::new(4, 53),     // mobility_knight[6]
            Pair::new(76, 53),    // mobility_knight[7]
            Pair::new(76, 53),    // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-541, -468), // mobility_bishop[0]
            Pair::new(-123, 114),  // mobility_bishop[1]
            Pair::new(-48, 114),   // mobility_bishop[2]
            Pair::new(-41, 114),   // mobility_bishop[3]
            Pair::new(-41, 114),   // mobility_bishop[4]
            Pair::new(105, 114),   // mobility_bishop[5]
            Pair::new(105, 114),   // mobility_bishop[6]
            Pair::new(105, 114),   // mobility_bishop[7]
            Pair::new(105, 114),   // mobility_bishop[8]
            Pair::new(105, 114),   // mobility_bishop[9]
            Pair::new(105, 114),   // mobility_bishop[10]
            Pair::new(105, 114),   // mobility_bishop[11]
            Pair::new(105, 114),   // mobility_bishop[12]
            Pair::new(169, 137),   // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-111, -109), // mobility_rook[0]
            Pair::new(-79, 39),    // mobility_rook[1]
            Pair::new(-79, 342),   // mobility_rook[2]
            Pair::new(75, 342),    // mobility_rook[3]
            Pair::new(75, 342),    // mobility_rook[4]
            Pair::new(118, 342),   // mobility_rook[5]
            Pair::new(118, 342),   // mobility_rook[6]
            Pair::new(118, 342),   // mobility_rook[7]
            Pair::new(118, 342),   // mobility_rook[8]
            Pair::new(155, 342),   // mobility_rook[9]
            Pair::new(155, 342),   // mobility_rook[10]
            Pair::new(155, 342),   // mobility_rook[11]
            Pair::new(203, 344),   // mobility_rook[12]
            Pair::new(203, 344),   // mobility_rook[13]
            Pair::new(203, 344),   // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(-133, -149), // mobility_queen[0]
            Pair::new(-133, -149), // mobility_queen[1]
            Pair::new(-133, -131), // mobility_queen[2]
            Pair::new(-133, -131), // mobility_queen[3]
            Pair::new(-133, -131), // mobility_queen[4]
            Pair::new(-133, -131), // mobility_queen[5]
            Pair::new(-133, -131), // mobility_queen[6]
            Pair::new(-52, -131),  // mobility_queen[7]
            Pair::new(-52, -131),  // mobility_queen[8]
            Pair::new(-52, -131),  // mobility_queen[9]
            Pair::new(-52, -131),  // mobility_queen[10]
            Pair::new(-52, -92),   // mobility_queen[11]
            Pair::new(-52, -92),   // mobility_queen[12]
            Pair::new(-52, -92),   // mobility_queen[13]
            Pair::new(-52, -15),   // mobility_queen[14]
            Pair::new(-38, -15),   // mobility_queen[15]
            Pair::new(-38, -15),   // mobility_queen[16]
            Pair::new(-38, -15),   // mobility_queen[17]
            Pair::new(-38, -15),   // mobility_queen[18]
            Pair::new(-32, -7),    // mobility_queen[19]
            Pair::new(-32, -7),    // mobility_queen[20]
            Pair::new(-32, -7),    // mobility_queen[21]
            Pair::new(-32, -7),    // mobility_queen[22]
            Pair::new(-32, -7),    // mobility_queen[23]
            Pair::new(-32, -7),    // mobility_queen[24]
            Pair::new(-32, -7),    // mobility_queen[25]
            Pair::new(-32, -7),    // mobility_queen[26]
            Pair::new(-32, 98),    // mobility_queen[27]
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
    ("bishop_pair", &[Pair::new(362, -134)]),
    ("rook_open", &[Pair::new(-13, -219)]),
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
            Pair::new(-30, 91), // king_attack[0]
            Pair::new(-10, 56), // king_attack[1]
            Pair::new(27, -4),  // king_attack[2]
            Pair::new(-3, -7),  // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(44, 49)]),
    ("threat_by_minor", &[Pair::new(33, -140)]),
    ("threat_by_rook", &[Pair::new(361, -66)]),
    (
        "safe_check",
        &[
            Pair::new(-39, 47), // safe_check[0]
            Pair::new(73, -93), // safe_check[1]
            Pair::new(58, -17), // safe_check[2]
            Pair::new(12, -4),  // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(-3, 22)]),
    ("king_weak_squares", &[Pair::new(25, -11)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),      // king_attackers[0]
            Pair::new(-28, -1),   // king_attackers[1]
            Pair::new(-6, -16),   // king_attackers[2]
            Pair::new(11, -26),   // king_attackers[3]
            Pair::new(-14, 21),   // king_attackers[4]
            Pair::new(34, 56),    // king_attackers[5]
            Pair::new(-103, 279), // king_attackers[6]
            Pair::new(0, 0),      // king_attackers[7]
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
    ("hanging", &[Pair::new(11, -54)]),
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
            Pair::new(-14, -103), // king_danger_bucket[0]
            Pair::new(-14, -21),  // king_danger_bucket[1]
            Pair::new(-14, -21),  // king_danger_bucket[2]
            Pair::new(-14, -21),  // king_danger_bucket[3]
            Pair::new(-14, -21),  // king_danger_bucket[4]
            Pair::new(-14, -21),  // king_danger_bucket[5]
            Pair::new(-14, -21),  // king_danger_bucket[6]
            Pair::new(-14, -21),  // king_danger_bucket[7]
            Pair::new(-14, -21),  // king_danger_bucket[8]
            Pair::new(-14, -21),  // king_danger_bucket[9]
            Pair::new(-14, -21),  // king_danger_bucket[10]
            Pair::new(-14, -21),  // king_danger_bucket[11]
            Pair::new(-14, -21),  // king_danger_bucket[12]
            Pair::new(-14, -21),  // king_danger_bucket[13]
            Pair::new(-14, -21),  // king_danger_bucket[14]
            Pair::new(101, 2),    // king_danger_bucket[15]
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
            Pair::new(81, -20), // shelter_file[5]
            Pair::new(0, 0),    // shelter_file[6]
            Pair::new(0, 0),    // shelter_file[7]
            Pair::new(0, 0),    // shelter_file[8]
            Pair::new(0, 0),    // shelter_file[9]
            Pair::new(0, 0),    // shelter_file[10]
            Pair::new(-8, 12),  // shelter_file[11]
            Pair::new(0, 0),    // shelter_file[12]
            Pair::new(0, 0),    // shelter_file[13]
            Pair::new(0, 0),    // shelter_file[14]
            Pair::new(0, 0),    // shelter_file[15]
            Pair::new(0, 0),    // shelter_file[16]
            Pair::new(8, -12),  // shelter_file[17]
            Pair::new(0, 0),    // shelter_file[18]
            Pair::new(0, 0),    // shelter_file[19]
            Pair::new(0, 0),    // shelter_file[20]
            Pair::new(0, 0),    // shelter_file[21]
            Pair::new(0, 0),    // shelter_file[22]
            Pair::new(45, -23), // shelter_file[23]
            Pair::new(0, 0),    // shelter_file[24]
            Pair::new(0, 0),    // shelter_file[25]
            Pair::new(0, 0),    // shelter_file[26]
            Pair::new(0, 0),    // shelter_file[27]
            Pair::new(0, 0),    // shelter_file[28]
            Pair::new(-61, 28), // shelter_file[29]
            Pair::new(0, 0),    // shelter_file[30]
            Pair::new(0, 0),    // shelter_file[31]
            Pair::new(0, 0),    // shelter_file[32]
            Pair::new(0, 0),    // shelter_file[33]
            Pair::new(0, 0),    // shelter_file[34]
            Pair::new(81, -20), // shelter_file[35]
            Pair::new(0, 0),    // shelter_file[36]
            Pair::new(0, 0),    // shelter_file[37]
            Pair::new(0, 0),    // shelter_file[38]
            Pair::new(0, 0),    // shelter_file[39]
            Pair::new(0, 0),    // shelter_file[40]
            Pair::new(65, -19), // shelter_file[41]
            Pair::new(0, 0),    // shelter_file[42]
            Pair::new(0, 0),    // shelter_file[43]
            Pair::new(0, 0),    // shelter_file[44]
            Pair::new(0, 0),    // shelter_file[45]
            Pair::new(0, 0),    // shelter_file[46]
            Pair::new(-90, -3), // shelter_file[47]
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
            Pair::new(-45, 23), // pawn_storm[5]
            Pair::new(0, 0),    // pawn_storm[6]
            Pair::new(0, 0),    // pawn_storm[7]
            Pair::new(0, 0),    // pawn_storm[8]
            Pair::new(0, 0),    // pawn_storm[9]
            Pair::new(0, 0),    // pawn_storm[10]
            Pair::new(90, 3),   // pawn_storm[11]
            Pair::new(0, 0),    // pawn_storm[12]
            Pair::new(0, 0),    // pawn_storm[13]
            Pair::new(0, 0),    // pawn_storm[14]
            Pair::new(0, 0),    // pawn_storm[15]
            Pair::new(0, 0),    // pawn_storm[16]
            Pair::new(61, -28), // pawn_storm[17]
            Pair::new(0, 0),    // pawn_storm[18]
            Pair::new(0, 0),    // pawn_storm[19]
            Pair::new(0, 0),    // pawn_storm[20]
            Pair::new(0, 0),    // pawn_storm[21]
            Pair::new(0, 0),    // pawn_storm[22]
            Pair::new(10, -22), // pawn_storm[23]
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
            Pair::new(0, 0),      // threat_minor_on[0]
            Pair::new(40, 40),    // threat_minor_on[1]
            Pair::new(166, -176), // threat_minor_on[2]
            Pair::new(83, 49),    // threat_minor_on[3]
            Pair::new(-66, 148),  // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(0, 0),      // threat_rook_on[0]
            Pair::new(31, -48),   // threat_rook_on[1]
            Pair::new(27, -9),    // threat_rook_on[2]
            Pair::new(91, 23),    // threat_rook_on[3]
            Pair::new(-442, 218), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(-26, 57)]),
    ("pawn_push_threat", &[Pair::new(0, 0)]),
    ("restricted", &[Pair::new(8, 11)]),
    ("space", &[Pair::new(120, -220)]),
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
            Pair::new(34, -61),   // king_defenders[0]
            Pair::new(38, -15),   // king_defenders[1]
            Pair::new(-110, 195), // king_defenders[2]
            Pair::new(28, 222),   // king_defenders[3]
            Pair::new(0, 0),      // king_defenders[4]
            Pair::new(0, 0),      // king_defenders[5]
            Pair::new(0, 0),      // king_defenders[6]
            Pair::new(0, 0),      // king_defenders[7]
            Pair::new(0, 0),      // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, 0)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),     // knight_king_distance[0]
            Pair::new(-111, 42), // knight_king_distance[1]
            Pair::new(-117, 66), // knight_king_distance[2]
            Pair::new(-88, 11),  // knight_king_distance[3]
            Pair::new(18, -131), // knight_king_distance[4]
            Pair::new(83, -117), // knight_king_distance[5]
            Pair::new(-28, -25), // knight_king_distance[6]
            Pair::new(112, 59),  // knight_king_distance[7]
            Pair::new(0, 0),     // knight_king_distance[8]
            Pair::new(-122, 59), // knight_king_distance[9]
            Pair::new(-20, -61), // knight_king_distance[10]
            Pair::new(-92, 36),  // knight_king_distance[11]
            Pair::new(-44, -46), // knight_king_distance[12]
            Pair::new(-52, -6),  // knight_king_distance[13]
            Pair::new(-19, -70), // knight_king_distance[14]
            Pair::new(-99, 66),  // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(-53, 16)]),
    ("queen_relative_pin", &[Pair::new(-206, 275)]),
    ("rook_on_seventh", &[Pair::new(499, -129)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(0, 0), // rook_behind_passer[0]
            Pair::new(0, 0), // rook_behind_passer[1]
        ],
    ),
];
