//! The 3check evaluation weights, fitted by `ferrum tune --variant 3check`.
//! Fitted to Fairy-Stockfish 11.1's judgement with three-check's own terms
//! (`src/eval/variants/three_check_weights.rs`): 33,966 positions of 2,500 three-check
//! self-play games (shard 3check-selfplay-1 of `bench/variants/data`, depth-8 labels), targets
//! the labels' win probability alone (scale 1.0633), held out: 3check-validation-1 (2,793
//! positions, depth 10). `--score-weight 1 --monotone` (no prior: held-out 0.029596 against
//! 0.031201 with `--prior 300`), best held-out check at epoch 1200 of 2000, lr 1, K 1.2224,
//! MSE 0.042438 -> 0.028521, held-out MSE 0.041591 -> 0.029596.

use super::layout::{assemble, Named};
use super::params::{NUM_PARAMS, TERMS};
use super::{variant_chess, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, variant_chess::TUNED, FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(44, 140),   // material[0]
            Pair::new(426, 511),  // material[1]
            Pair::new(423, 768),  // material[2]
            Pair::new(395, 991),  // material[3]
            Pair::new(838, 1849), // material[4]
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
            Pair::new(-14, 52),    // pst[8]
            Pair::new(4, 0),       // pst[9]
            Pair::new(6, 31),      // pst[10]
            Pair::new(-3, 26),     // pst[11]
            Pair::new(-38, 97),    // pst[12]
            Pair::new(-17, 23),    // pst[13]
            Pair::new(44, -11),    // pst[14]
            Pair::new(10, -46),    // pst[15]
            Pair::new(12, 1),      // pst[16]
            Pair::new(12, -42),    // pst[17]
            Pair::new(36, -13),    // pst[18]
            Pair::new(2, 27),      // pst[19]
            Pair::new(19, 13),     // pst[20]
            Pair::new(-14, 18),    // pst[21]
            Pair::new(62, -93),    // pst[22]
            Pair::new(-31, -6),    // pst[23]
            Pair::new(-28, 54),    // pst[24]
            Pair::new(-27, 20),    // pst[25]
            Pair::new(-25, 48),    // pst[26]
            Pair::new(18, 64),     // pst[27]
            Pair::new(13, 77),     // pst[28]
            Pair::new(-29, 71),    // pst[29]
            Pair::new(-24, 9),     // pst[30]
            Pair::new(-28, -29),   // pst[31]
            Pair::new(-34, 73),    // pst[32]
            Pair::new(-34, 53),    // pst[33]
            Pair::new(4, 65),      // pst[34]
            Pair::new(-24, 75),    // pst[35]
            Pair::new(2, 22),      // pst[36]
            Pair::new(7, 71),      // pst[37]
            Pair::new(27, -28),    // pst[38]
            Pair::new(-15, 38),    // pst[39]
            Pair::new(-47, 79),    // pst[40]
            Pair::new(-8, 100),    // pst[41]
            Pair::new(-65, 282),   // pst[42]
            Pair::new(28, -10),    // pst[43]
            Pair::new(45, -64),    // pst[44]
            Pair::new(203, 1),     // pst[45]
            Pair::new(-52, 96),    // pst[46]
            Pair::new(-3, -23),    // pst[47]
            Pair::new(31, 5),      // pst[48]
            Pair::new(-76, 171),   // pst[49]
            Pair::new(46, 35),     // pst[50]
            Pair::new(149, -279),  // pst[51]
            Pair::new(33, -115),   // pst[52]
            Pair::new(214, -35),   // pst[53]
            Pair::new(-312, 334),  // pst[54]
            Pair::new(12, 378),    // pst[55]
            Pair::new(0, 0),       // pst[56]
            Pair::new(0, 0),       // pst[57]
            Pair::new(0, 0),       // pst[58]
            Pair::new(0, 0),       // pst[59]
            Pair::new(0, 0),       // pst[60]
            Pair::new(0, 0),       // pst[61]
            Pair::new(0, 0),       // pst[62]
            Pair::new(0, 0),       // pst[63]
            Pair::new(-360, -157), // pst[64]
            Pair::new(5, -29),     // pst[65]
            Pair::new(-51, 45),    // pst[66]
            Pair::new(-55, -49),   // pst[67]
            Pair::new(-62, 83),    // pst[68]
            Pair::new(8, -194),    // pst[69]
            Pair::new(-1, -110),   // pst[70]
            Pair::new(-391, 465),  // pst[71]
            Pair::new(2, -12),     // pst[72]
            Pair::new(-216, 307),  // pst[73]
            Pair::new(-13, -53),   // pst[74]
            Pair::new(-51, 16),    // pst[75]
            Pair::new(-66, 78),    // pst[76]
            Pair::new(-23, -47),   // pst[77]
            Pair::new(-131, 340),  // pst[78]
            Pair::new(-55, -65),   // pst[79]
            Pair::new(-8, 7),      // pst[80]
            Pair::new(-65, 17),    // pst[81]
            Pair::new(-24, -29),   // pst[82]
            Pair::new(-17, 45),    // pst[83]
            Pair::new(-8, -42),    // pst[84]
            Pair::new(-12, -97),   // pst[85]
            Pair::new(-20, -101),  // pst[86]
            Pair::new(-19, 38),    // pst[87]
            Pair::new(-20, 115),   // pst[88]
            Pair::new(60, -110),   // pst[89]
            Pair::new(30, 3),      // pst[90]
            Pair::new(13, 105),    // pst[91]
            Pair::new(72, 51),     // pst[92]
            Pair::new(58, -71),    // pst[93]
            Pair::new(44, 89),     // pst[94]
            Pair::new(2, -72),     // pst[95]
            Pair::new(40, 129),    // pst[96]
            Pair::new(26, 27),     // pst[97]
            Pair::new(-13, 185),   // pst[98]
            Pair::new(76, 257),    // pst[99]
            Pair::new(30, 180),    // pst[100]
            Pair::new(54, 71),     // pst[101]
            Pair::new(23, 94),     // pst[102]
            Pair::new(82, 95),     // pst[103]
            Pair::new(-311, 139),  // pst[104]
            Pair::new(-12, 120),   // pst[105]
            Pair::new(-150, 105),  // pst[106]
            Pair::new(46, 128),    // pst[107]
            Pair::new(122, 200),   // pst[108]
            Pair::new(-124, 170),  // pst[109]
            Pair::new(-33, 199),   // pst[110]
            Pair::new(177, -283),  // pst[111]
            Pair::new(-69, 320),   // pst[112]
            Pair::new(55, -169),   // pst[113]
            Pair::new(90, -35),    // pst[114]
            Pair::new(-132, 38),   // pst[115]
            Pair::new(-129, -173), // pst[116]
            Pair::new(76, 66),     // pst[117]
            Pair::new(352, -238),  // pst[118]
            Pair::new(144, -318),  // pst[119]
            Pair::new(-90, -428),  // pst[120]
            Pair::new(-204, 48),   // pst[121]
            Pair::new(-355, 467),  // pst[122]
            Pair::new(-17, 119),   // pst[123]
            Pair::new(-181, 399),  // pst[124]
            Pair::new(-307, -420), // pst[125]
            Pair::new(-551, -31),  // pst[126]
            Pair::new(23, -289),   // pst[127]
            Pair::new(-207, 298),  // pst[128]
            Pair::new(-69, -109),  // pst[129]
            Pair::new(12, 10),     // pst[130]
            Pair::new(50, -152),   // pst[131]
            Pair::new(-4, -20),    // pst[132]
            Pair::new(-19, 24),    // pst[133]
            Pair::new(-228, 406),  // pst[134]
            Pair::new(-144, 320),  // pst[135]
            Pair::new(-233, 616),  // pst[136]
            Pair::new(-1, 31),     // pst[137]
            Pair::new(28, 45),     // pst[138]
            Pair::new(-6, 46),     // pst[139]
            Pair::new(-10, 143),   // pst[140]
            Pair::new(0, -55),     // pst[141]
            Pair::new(16, 0),      // pst[142]
            Pair::new(19, -49),    // pst[143]
            Pair::new(-7, 111),    // pst[144]
            Pair::new(-44, 166),   // pst[145]
            Pair::new(5, 53),      // pst[146]
            Pair::new(23, 115),    // pst[147]
            Pair::new(36, 68),     // pst[148]
            Pair::new(6, -69),     // pst[149]
            Pair::new(25, 266),    // pst[150]
            Pair::new(18, 134),    // pst[151]
            Pair::new(-4, -2),     // pst[152]
            Pair::new(62, 41),     // pst[153]
            Pair::new(43, 95),     // pst[154]
            Pair::new(58, 64),     // pst[155]
            Pair::new(-21, 243),   // pst[156]
            Pair::new(66, 98),     // pst[157]
            Pair::new(17, 192),    // pst[158]
            Pair::new(120, 34),    // pst[159]
            Pair::new(-33, 137),   // pst[160]
            Pair::new(4, 194),     // pst[161]
            Pair::new(-29, 286),   // pst[162]
            Pair::new(54, 98),     // pst[163]
            Pair::new(101, 52),    // pst[164]
            Pair::new(89, -196),   // pst[165]
            Pair::new(38, 141),    // pst[166]
            Pair::new(19, 81),     // pst[167]
            Pair::new(-154, 213),  // pst[168]
            Pair::new(99, -51),    // pst[169]
            Pair::new(-22, 51),    // pst[170]
            Pair::new(148, 10),    // pst[171]
            Pair::new(174, -207),  // pst[172]
            Pair::new(-28, -3),    // pst[173]
            Pair::new(-45, 215),   // pst[174]
            Pair::new(-32, 194),   // pst[175]
            Pair::new(-83, -335),  // pst[176]
            Pair::new(153, -152),  // pst[177]
            Pair::new(60, 28),     // pst[178]
            Pair::new(-131, 106),  // pst[179]
            Pair::new(-305, 228),  // pst[180]
            Pair::new(-117, 108),  // pst[181]
            Pair::new(91, -149),   // pst[182]
            Pair::new(-7, -228),   // pst[183]
            Pair::new(69, -518),   // pst[184]
            Pair::new(139, -54),   // pst[185]
            Pair::new(-209, 441),  // pst[186]
            Pair::new(-165, -107), // pst[187]
            Pair::new(-7, 346),    // pst[188]
            Pair::new(-437, 341),  // pst[189]
            Pair::new(3, 239),     // pst[190]
            Pair::new(169, -348),  // pst[191]
            Pair::new(-46, 96),    // pst[192]
            Pair::new(-55, 92),    // pst[193]
            Pair::new(-49, 180),   // pst[194]
            Pair::new(-45, 95),    // pst[195]
            Pair::new(-40, 137),   // pst[196]
            Pair::new(-25, 144),   // pst[197]
            Pair::new(24, 66),     // pst[198]
            Pair::new(39, 46),     // pst[199]
            Pair::new(-41, 117),   // pst[200]
            Pair::new(-167, 136),  // pst[201]
            Pair::new(121, -6),    // pst[202]
            Pair::new(-90, 207),   // pst[203]
            Pair::new(-101, 130),  // pst[204]
            Pair::new(-65, 177),   // pst[205]
            Pair::new(24, 43),     // pst[206]
            Pair::new(-11, 90),    // pst[207]
            Pair::new(-71, 243),   // pst[208]
            Pair::new(-84, 135),   // pst[209]
            Pair::new(-31, 192),   // pst[210]
            Pair::new(-93, 226),   // pst[211]
            Pair::new(-16, 209),   // pst[212]
            Pair::new(-72, 304),   // pst[213]
            Pair::new(-10, 236),   // pst[214]
            Pair::new(24, 108),    // pst[215]
            Pair::new(-83, 246),   // pst[216]
            Pair::new(-68, 316),   // pst[217]
            Pair::new(-63, 321),   // pst[218]
            Pair::new(-100, 248),  // pst[219]
            Pair::new(-43, 398),   // pst[220]
            Pair::new(41, 167),    // pst[221]
            Pair::new(99, 179),    // pst[222]
            Pair::new(-4, 159),    // pst[223]
            Pair::new(-134, 205),  // pst[224]
            Pair::new(39, -131),   // pst[225]
            Pair::new(107, 96),    // pst[226]
            Pair::new(16, 278),    // pst[227]
            Pair::new(54, 131),    // pst[228]
            Pair::new(49, 215),    // pst[229]
            Pair::new(35, -2),     // pst[230]
            Pair::new(69, 120),    // pst[231]
            Pair::new(23, 196),    // pst[232]
            Pair::new(42, 154),    // pst[233]
            Pair::new(512, 92),    // pst[234]
            Pair::new(338, 137),   // pst[235]
            Pair::new(-153, 352),  // pst[236]
            Pair::new(51, 251),    // pst[237]
            Pair::new(193, 166),   // pst[238]
            Pair::new(-59, 355),   // pst[239]
            Pair::new(-100, 297),  // pst[240]
            Pair::new(-16, 209),   // pst[241]
            Pair::new(27, 87),     // pst[242]
            Pair::new(43, 74),     // pst[243]
            Pair::new(-123, 89),   // pst[244]
            Pair::new(-59, 153),   // pst[245]
            Pair::new(71, 62),     // pst[246]
            Pair::new(84, 190),    // pst[247]
            Pair::new(85, -62),    // pst[248]
            Pair::new(556, -196),  // pst[249]
            Pair::new(89, 157),    // pst[250]
            Pair::new(72, -22),    // pst[251]
            Pair::new(-72, 59),    // pst[252]
            Pair::new(256, 247),   // pst[253]
            Pair::new(209, 31),    // pst[254]
            Pair::new(-113, -6),   // pst[255]
            Pair::new(-88, 12),    // pst[256]
            Pair::new(-84, 463),   // pst[257]
            Pair::new(-27, 179),   // pst[258]
            Pair::new(22, 94),     // pst[259]
            Pair::new(15, 130),    // pst[260]
            Pair::new(-93, 168),   // pst[261]
            Pair::new(129, -6),    // pst[262]
            Pair::new(-52, 737),   // pst[263]
            Pair::new(17, 560),    // pst[264]
            Pair::new(-58, 388),   // pst[265]
            Pair::new(14, 140),    // pst[266]
            Pair::new(34, -45),    // pst[267]
            Pair::new(36, -48),    // pst[268]
            Pair::new(1, 211),     // pst[269]
            Pair::new(21, 269),    // pst[270]
            Pair::new(-85, 725),   // pst[271]
            Pair::new(66, 87),     // pst[272]
            Pair::new(0, 158),     // pst[273]
            Pair::new(-5, 132),    // pst[274]
            Pair::new(18, 269),    // pst[275]
            Pair::new(8, 393),     // pst[276]
            Pair::new(48, 27),     // pst[277]
            Pair::new(48, 278),    // pst[278]
            Pair::new(-15, 405),   // pst[279]
            Pair::new(57, -4),     // pst[280]
            Pair::new(-21, 457),   // pst[281]
            Pair::new(-19, 227),   // pst[282]
            Pair::new(-26, 626),   // pst[283]
            Pair::new(24, 164),    // pst[284]
            Pair::new(62, 508),    // pst[285]
            Pair::new(50, 355),    // pst[286]
            Pair::new(67, 109),    // pst[287]
            Pair::new(-61, 407),   // pst[288]
            Pair::new(17, 360),    // pst[289]
            Pair::new(10, 559),    // pst[290]
            Pair::new(60, 69),     // pst[291]
            Pair::new(75, 549),    // pst[292]
            Pair::new(68, 445),    // pst[293]
            Pair::new(80, 582),    // pst[294]
            Pair::new(112, 222),   // pst[295]
            Pair::new(-71, 105),   // pst[296]
            Pair::new(30, 442),    // pst[297]
            Pair::new(134, -307),  // pst[298]
            Pair::new(-32, 343),   // pst[299]
            Pair::new(105, 155),   // pst[300]
            Pair::new(383, 16),    // pst[301]
            Pair::new(183, -48),   // pst[302]
            Pair::new(240, -268),  // pst[303]
            Pair::new(-34, 357),   // pst[304]
            Pair::new(116, -351),  // pst[305]
            Pair::new(44, -160),   // pst[306]
            Pair::new(187, -219),  // pst[307]
            Pair::new(161, 408),   // pst[308]
            Pair::new(-46, 702),   // pst[309]
            Pair::new(116, 173),   // pst[310]
            Pair::new(1, 601),     // pst[311]
            Pair::new(87, 43),     // pst[312]
            Pair::new(-265, 228),  // pst[313]
            Pair::new(278, 43),    // pst[314]
            Pair::new(100, 45),    // pst[315]
            Pair::new(-144, -148), // pst[316]
            Pair::new(-464, -383), // pst[317]
            Pair::new(-277, 842),  // pst[318]
            Pair::new(255, -656),  // pst[319]
            Pair::new(-29, 24),    // pst[320]
            Pair::new(114, -127),  // pst[321]
            Pair::new(46, -92),    // pst[322]
            Pair::new(-18, -137),  // pst[323]
            Pair::new(79, -142),   // pst[324]
            Pair::new(-33, -60),   // pst[325]
            Pair::new(73, -94),    // pst[326]
            Pair::new(0, -133),    // pst[327]
            Pair::new(245, -271),  // pst[328]
            Pair::new(-49, 170),   // pst[329]
            Pair::new(-63, -41),   // pst[330]
            Pair::new(-141, 8),    // pst[331]
            Pair::new(-109, -14),  // pst[332]
            Pair::new(-79, 13),    // pst[333]
            Pair::new(-98, 31),    // pst[334]
            Pair::new(-79, -21),   // pst[335]
            Pair::new(-313, -224), // pst[336]
            Pair::new(493, -10),   // pst[337]
            Pair::new(-258, 72),   // pst[338]
            Pair::new(-464, 23),   // pst[339]
            Pair::new(-409, -76),  // pst[340]
            Pair::new(-358, 48),   // pst[341]
            Pair::new(-400, 135),  // pst[342]
            Pair::new(255, -210),  // pst[343]
            Pair::new(195, -19),   // pst[344]
            Pair::new(-21, -242),  // pst[345]
            Pair::new(-73, 171),   // pst[346]
            Pair::new(-141, -36),  // pst[347]
            Pair::new(-25, 209),   // pst[348]
            Pair::new(-255, -34),  // pst[349]
            Pair::new(-64, 131),   // pst[350]
            Pair::new(69, -206),   // pst[351]
            Pair::new(-9, -134),   // pst[352]
            Pair::new(-79, 55),    // pst[353]
            Pair::new(-118, 140),  // pst[354]
            Pair::new(-294, 112),  // pst[355]
            Pair::new(-492, 379),  // pst[356]
            Pair::new(22, -94),    // pst[357]
            Pair::new(-20, -198),  // pst[358]
            Pair::new(5, 72),      // pst[359]
            Pair::new(-17, 11),    // pst[360]
            Pair::new(-237, 45),   // pst[361]
            Pair::new(-131, -262), // pst[362]
            Pair::new(86, 431),    // pst[363]
            Pair::new(64, 372),    // pst[364]
            Pair::new(-24, -286),  // pst[365]
            Pair::new(20, 193),    // pst[366]
            Pair::new(194, 511),   // pst[367]
            Pair::new(-137, -67),  // pst[368]
            Pair::new(16, -195),   // pst[369]
            Pair::new(-6, 248),    // pst[370]
            Pair::new(84, -22),    // pst[371]
            Pair::new(35, -61),    // pst[372]
            Pair::new(-290, 94),   // pst[373]
            Pair::new(-148, -33),  // pst[374]
            Pair::new(-85, 218),   // pst[375]
            Pair::new(141, -106),  // pst[376]
            Pair::new(-181, -30),  // pst[377]
            Pair::new(83, -48),    // pst[378]
            Pair::new(-71, 3),     // pst[379]
            Pair::new(19, 51),     // pst[380]
            Pair::new(-241, -5),   // pst[381]
            Pair::new(39, 36),     // pst[382]
            Pair::new(-159, -84),  // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-204, -349), // mobility_knight[0]
            Pair::new(-182, -61),  // mobility_knight[1]
            Pair::new(-164, -15),  // mobility_knight[2]
            Pair::new(-151, 33),   // mobility_knight[3]
            Pair::new(-129, 67),   // mobility_knight[4]
            Pair::new(-119, 96),   // mobility_knight[5]
            Pair::new(-103, 114),  // mobility_knight[6]
            Pair::new(-98, 171),   // mobility_knight[7]
            Pair::new(-98, 171),   // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-193, -230), // mobility_bishop[0]
            Pair::new(-168, -197), // mobility_bishop[1]
            Pair::new(-143, -74),  // mobility_bishop[2]
            Pair::new(-117, -74),  // mobility_bishop[3]
            Pair::new(-107, -49),  // mobility_bishop[4]
            Pair::new(-93, -49),   // mobility_bishop[5]
            Pair::new(-91, -42),   // mobility_bishop[6]
            Pair::new(-91, -17),   // mobility_bishop[7]
            Pair::new(-91, -17),   // mobility_bishop[8]
            Pair::new(-91, -17),   // mobility_bishop[9]
            Pair::new(-91, -17),   // mobility_bishop[10]
            Pair::new(-26, -17),   // mobility_bishop[11]
            Pair::new(113, 87),    // mobility_bishop[12]
            Pair::new(162, 222),   // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-221, -222), // mobility_rook[0]
            Pair::new(-69, -31),   // mobility_rook[1]
            Pair::new(-46, -8),    // mobility_rook[2]
            Pair::new(-42, 19),    // mobility_rook[3]
            Pair::new(-32, 74),    // mobility_rook[4]
            Pair::new(-28, 109),   // mobility_rook[5]
            Pair::new(-21, 128),   // mobility_rook[6]
            Pair::new(-21, 146),   // mobility_rook[7]
            Pair::new(2, 178),     // mobility_rook[8]
            Pair::new(2, 178),     // mobility_rook[9]
            Pair::new(62, 192),    // mobility_rook[10]
            Pair::new(62, 252),    // mobility_rook[11]
            Pair::new(62, 252),    // mobility_rook[12]
            Pair::new(75, 264),    // mobility_rook[13]
            Pair::new(75, 329),    // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(1, -321),  // mobility_queen[0]
            Pair::new(1, -321),  // mobility_queen[1]
            Pair::new(1, -321),  // mobility_queen[2]
            Pair::new(19, -249), // mobility_queen[3]
            Pair::new(27, -230), // mobility_queen[4]
            Pair::new(29, 61),   // mobility_queen[5]
            Pair::new(43, 90),   // mobility_queen[6]
            Pair::new(43, 123),  // mobility_queen[7]
            Pair::new(54, 159),  // mobility_queen[8]
            Pair::new(58, 159),  // mobility_queen[9]
            Pair::new(70, 176),  // mobility_queen[10]
            Pair::new(78, 176),  // mobility_queen[11]
            Pair::new(86, 177),  // mobility_queen[12]
            Pair::new(86, 196),  // mobility_queen[13]
            Pair::new(117, 196), // mobility_queen[14]
            Pair::new(117, 196), // mobility_queen[15]
            Pair::new(117, 196), // mobility_queen[16]
            Pair::new(117, 196), // mobility_queen[17]
            Pair::new(117, 196), // mobility_queen[18]
            Pair::new(117, 196), // mobility_queen[19]
            Pair::new(117, 196), // mobility_queen[20]
            Pair::new(117, 196), // mobility_queen[21]
            Pair::new(117, 196), // mobility_queen[22]
            Pair::new(117, 196), // mobility_queen[23]
            Pair::new(117, 196), // mobility_queen[24]
            Pair::new(142, 196), // mobility_queen[25]
            Pair::new(142, 196), // mobility_queen[26]
            Pair::new(142, 196), // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(0, 0),    // passed[0]
            Pair::new(-15, 17), // passed[1]
            Pair::new(-34, 2),  // passed[2]
            Pair::new(73, -19), // passed[3]
            Pair::new(-28, 10), // passed[4]
            Pair::new(16, 137), // passed[5]
            Pair::new(94, 130), // passed[6]
            Pair::new(0, 0),    // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(0, 0),      // passed_blocked[0]
            Pair::new(-52, -1),   // passed_blocked[1]
            Pair::new(36, 9),     // passed_blocked[2]
            Pair::new(-127, 14),  // passed_blocked[3]
            Pair::new(38, -83),   // passed_blocked[4]
            Pair::new(-84, -30),  // passed_blocked[5]
            Pair::new(-200, -53), // passed_blocked[6]
            Pair::new(0, 0),      // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(0, 0),     // connected[0]
            Pair::new(9, 16),    // connected[1]
            Pair::new(-5, 37),   // connected[2]
            Pair::new(12, 4),    // connected[3]
            Pair::new(19, 17),   // connected[4]
            Pair::new(36, -47),  // connected[5]
            Pair::new(283, -89), // connected[6]
            Pair::new(14, 14),   // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(3, -12)]),
    ("doubled", &[Pair::new(-19, -3)]),
    ("backward", &[Pair::new(-15, 13)]),
    ("bishop_pair", &[Pair::new(20, 82)]),
    ("rook_open", &[Pair::new(62, 65)]),
    ("rook_semi_open", &[Pair::new(38, -5)]),
    (
        "shelter",
        &[
            Pair::new(119, -71), // shelter[0]
            Pair::new(60, -46),  // shelter[1]
            Pair::new(4, 28),    // shelter[2]
            Pair::new(-31, 35),  // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(48, -10), // king_attack[0]
            Pair::new(55, 10),  // king_attack[1]
            Pair::new(82, -23), // king_attack[2]
            Pair::new(-9, 15),  // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(19, 179)]),
    ("threat_by_minor", &[Pair::new(4, 122)]),
    ("threat_by_rook", &[Pair::new(90, -144)]),
    (
        "safe_check",
        &[
            Pair::new(3, -58),   // safe_check[0]
            Pair::new(-87, -38), // safe_check[1]
            Pair::new(33, -11),  // safe_check[2]
            Pair::new(-64, -18), // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(25, 76)]),
    ("king_weak_squares", &[Pair::new(16, 33)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),      // king_attackers[0]
            Pair::new(-17, -3),   // king_attackers[1]
            Pair::new(10, 3),     // king_attackers[2]
            Pair::new(102, -108), // king_attackers[3]
            Pair::new(279, 296),  // king_attackers[4]
            Pair::new(77, 77),    // king_attackers[5]
            Pair::new(0, 0),      // king_attackers[6]
            Pair::new(0, 0),      // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(94, 73),   // passed_own_king[0]
            Pair::new(-592, 1),  // passed_own_king[1]
            Pair::new(-35, -19), // passed_own_king[2]
            Pair::new(99, -60),  // passed_own_king[3]
            Pair::new(7, -10),   // passed_own_king[4]
            Pair::new(10, 17),   // passed_own_king[5]
            Pair::new(22, 10),   // passed_own_king[6]
            Pair::new(2, 49),    // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(-12, -148), // passed_their_king[0]
            Pair::new(-24, 11),   // passed_their_king[1]
            Pair::new(15, 8),     // passed_their_king[2]
            Pair::new(2, 23),     // passed_their_king[3]
            Pair::new(19, 18),    // passed_their_king[4]
            Pair::new(-40, 50),   // passed_their_king[5]
            Pair::new(3, 60),     // passed_their_king[6]
            Pair::new(-15, 76),   // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(0, 0),      // passed_free[0]
            Pair::new(-20, 52),   // passed_free[1]
            Pair::new(81, -13),   // passed_free[2]
            Pair::new(-77, 1),    // passed_free[3]
            Pair::new(-70, 61),   // passed_free[4]
            Pair::new(32, 50),    // passed_free[5]
            Pair::new(-135, 189), // passed_free[6]
            Pair::new(0, 0),      // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(-21, -67)]),
    (
        "outpost",
        &[
            Pair::new(-4, 65),  // outpost[0]
            Pair::new(42, -30), // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(12, -2)]),
    ("bishop_pawns", &[Pair::new(-3, -12)]),
    (
        "king_file",
        &[
            Pair::new(79, -62),   // king_file[0]
            Pair::new(-14, -122), // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(-62, 33), // king_danger_bucket[0]
            Pair::new(3, 33),   // king_danger_bucket[1]
            Pair::new(3, 33),   // king_danger_bucket[2]
            Pair::new(10, 33),  // king_danger_bucket[3]
            Pair::new(10, 33),  // king_danger_bucket[4]
            Pair::new(10, 33),  // king_danger_bucket[5]
            Pair::new(10, 33),  // king_danger_bucket[6]
            Pair::new(82, 33),  // king_danger_bucket[7]
            Pair::new(82, 33),  // king_danger_bucket[8]
            Pair::new(84, 37),  // king_danger_bucket[9]
            Pair::new(103, 66), // king_danger_bucket[10]
            Pair::new(103, 66), // king_danger_bucket[11]
            Pair::new(103, 66), // king_danger_bucket[12]
            Pair::new(103, 66), // king_danger_bucket[13]
            Pair::new(103, 66), // king_danger_bucket[14]
            Pair::new(103, 66), // king_danger_bucket[15]
        ],
    ),
    (
        "shelter_file",
        &[
            Pair::new(-28, -49),  // shelter_file[0]
            Pair::new(57, -25),   // shelter_file[1]
            Pair::new(39, -40),   // shelter_file[2]
            Pair::new(-91, 41),   // shelter_file[3]
            Pair::new(-46, -37),  // shelter_file[4]
            Pair::new(-89, -16),  // shelter_file[5]
            Pair::new(-73, 118),  // shelter_file[6]
            Pair::new(19, -14),   // shelter_file[7]
            Pair::new(-12, -8),   // shelter_file[8]
            Pair::new(0, -58),    // shelter_file[9]
            Pair::new(-117, -51), // shelter_file[10]
            Pair::new(-87, 9),    // shelter_file[11]
            Pair::new(-48, 92),   // shelter_file[12]
            Pair::new(53, -33),   // shelter_file[13]
            Pair::new(-11, 16),   // shelter_file[14]
            Pair::new(-37, -14),  // shelter_file[15]
            Pair::new(-22, -61),  // shelter_file[16]
            Pair::new(-92, -7),   // shelter_file[17]
            Pair::new(32, 69),    // shelter_file[18]
            Pair::new(23, -87),   // shelter_file[19]
            Pair::new(-15, -46),  // shelter_file[20]
            Pair::new(-51, 77),   // shelter_file[21]
            Pair::new(-45, -6),   // shelter_file[22]
            Pair::new(-57, -8),   // shelter_file[23]
            Pair::new(0, 0),      // shelter_file[24]
            Pair::new(125, 53),   // shelter_file[25]
            Pair::new(75, -40),   // shelter_file[26]
            Pair::new(-29, 91),   // shelter_file[27]
            Pair::new(-396, 158), // shelter_file[28]
            Pair::new(-84, 0),    // shelter_file[29]
            Pair::new(0, 0),      // shelter_file[30]
            Pair::new(49, 3),     // shelter_file[31]
            Pair::new(62, -51),   // shelter_file[32]
            Pair::new(10, -36),   // shelter_file[33]
            Pair::new(-54, -37),  // shelter_file[34]
            Pair::new(-124, -36), // shelter_file[35]
            Pair::new(0, 0),      // shelter_file[36]
            Pair::new(72, -17),   // shelter_file[37]
            Pair::new(41, -86),   // shelter_file[38]
            Pair::new(2, 26),     // shelter_file[39]
            Pair::new(9, -83),    // shelter_file[40]
            Pair::new(-173, 1),   // shelter_file[41]
            Pair::new(0, 0),      // shelter_file[42]
            Pair::new(28, -13),   // shelter_file[43]
            Pair::new(20, -18),   // shelter_file[44]
            Pair::new(-59, 105),  // shelter_file[45]
            Pair::new(-70, -18),  // shelter_file[46]
            Pair::new(-128, 37),  // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(21, 285),   // pawn_storm[0]
            Pair::new(346, -194), // pawn_storm[1]
            Pair::new(-203, 238), // pawn_storm[2]
            Pair::new(-115, 62),  // pawn_storm[3]
            Pair::new(53, -82),   // pawn_storm[4]
            Pair::new(49, -15),   // pawn_storm[5]
            Pair::new(-29, 59),   // pawn_storm[6]
            Pair::new(-85, -196), // pawn_storm[7]
            Pair::new(-38, -165), // pawn_storm[8]
            Pair::new(-18, -104), // pawn_storm[9]
            Pair::new(29, 78),    // pawn_storm[10]
            Pair::new(26, 66),    // pawn_storm[11]
            Pair::new(217, -104), // pawn_storm[12]
            Pair::new(251, -271), // pawn_storm[13]
            Pair::new(-84, 42),   // pawn_storm[14]
            Pair::new(-1, -14),   // pawn_storm[15]
            Pair::new(-31, 8),    // pawn_storm[16]
            Pair::new(-14, 14),   // pawn_storm[17]
            Pair::new(-84, 315),  // pawn_storm[18]
            Pair::new(79, -372),  // pawn_storm[19]
            Pair::new(-76, -116), // pawn_storm[20]
            Pair::new(-54, -77),  // pawn_storm[21]
            Pair::new(-3, 56),    // pawn_storm[22]
            Pair::new(-14, 31),   // pawn_storm[23]
            Pair::new(0, 0),      // pawn_storm[24]
            Pair::new(0, 0),      // pawn_storm[25]
            Pair::new(16, -34),   // pawn_storm[26]
            Pair::new(-1, 129),   // pawn_storm[27]
            Pair::new(117, -182), // pawn_storm[28]
            Pair::new(0, 0),      // pawn_storm[29]
            Pair::new(0, 0),      // pawn_storm[30]
            Pair::new(0, 0),      // pawn_storm[31]
            Pair::new(3, 97),     // pawn_storm[32]
            Pair::new(26, 26),    // pawn_storm[33]
            Pair::new(42, 38),    // pawn_storm[34]
            Pair::new(0, 0),      // pawn_storm[35]
            Pair::new(0, 0),      // pawn_storm[36]
            Pair::new(0, 0),      // pawn_storm[37]
            Pair::new(161, -77),  // pawn_storm[38]
            Pair::new(-12, -52),  // pawn_storm[39]
            Pair::new(-21, 69),   // pawn_storm[40]
            Pair::new(0, 0),      // pawn_storm[41]
            Pair::new(0, 0),      // pawn_storm[42]
            Pair::new(0, 0),      // pawn_storm[43]
            Pair::new(-21, 39),   // pawn_storm[44]
            Pair::new(-65, 103),  // pawn_storm[45]
            Pair::new(7, -21),    // pawn_storm[46]
            Pair::new(0, 0),      // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(5, -1),   // threat_minor_on[0]
            Pair::new(35, 43),  // threat_minor_on[1]
            Pair::new(11, 43),  // threat_minor_on[2]
            Pair::new(43, -60), // threat_minor_on[3]
            Pair::new(-18, 71), // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(-6, 34),    // threat_rook_on[0]
            Pair::new(28, 101),   // threat_rook_on[1]
            Pair::new(67, 62),    // threat_rook_on[2]
            Pair::new(142, -210), // threat_rook_on[3]
            Pair::new(49, -41),   // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(-81, 29)]),
    ("pawn_push_threat", &[Pair::new(25, 40)]),
    ("restricted", &[Pair::new(9, 9)]),
    ("space", &[Pair::new(1, -8)]),
    (
        "passed_safe_path",
        &[
            Pair::new(0, 0),      // passed_safe_path[0]
            Pair::new(-51, -11),  // passed_safe_path[1]
            Pair::new(194, 8),    // passed_safe_path[2]
            Pair::new(-254, 56),  // passed_safe_path[3]
            Pair::new(73, 87),    // passed_safe_path[4]
            Pair::new(32, 406),   // passed_safe_path[5]
            Pair::new(-168, 174), // passed_safe_path[6]
            Pair::new(0, 0),      // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(-57, 2),  // king_defenders[0]
            Pair::new(-31, 38), // king_defenders[1]
            Pair::new(-8, -5),  // king_defenders[2]
            Pair::new(14, -7),  // king_defenders[3]
            Pair::new(62, -86), // king_defenders[4]
            Pair::new(82, 13),  // king_defenders[5]
            Pair::new(0, 0),    // king_defenders[6]
            Pair::new(0, 0),    // king_defenders[7]
            Pair::new(0, 0),    // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, -204)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),     // knight_king_distance[0]
            Pair::new(7, 137),   // knight_king_distance[1]
            Pair::new(29, 140),  // knight_king_distance[2]
            Pair::new(30, 114),  // knight_king_distance[3]
            Pair::new(-13, 66),  // knight_king_distance[4]
            Pair::new(-14, 56),  // knight_king_distance[5]
            Pair::new(-25, 87),  // knight_king_distance[6]
            Pair::new(20, -132), // knight_king_distance[7]
            Pair::new(0, 0),     // knight_king_distance[8]
            Pair::new(126, 76),  // knight_king_distance[9]
            Pair::new(196, 4),   // knight_king_distance[10]
            Pair::new(66, 82),   // knight_king_distance[11]
            Pair::new(35, 102),  // knight_king_distance[12]
            Pair::new(17, 67),   // knight_king_distance[13]
            Pair::new(14, -2),   // knight_king_distance[14]
            Pair::new(-44, 25),  // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(22, 114)]),
    ("queen_relative_pin", &[Pair::new(-37, 53)]),
    ("rook_on_seventh", &[Pair::new(11, 12)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(40, -6),    // rook_behind_passer[0]
            Pair::new(211, -310), // rook_behind_passer[1]
        ],
    ),
];
