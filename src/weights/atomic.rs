//! The atomic evaluation weights, fitted by `ferrum tune --variant atomic`.
//! Fitted to ferrum's own depth-8 search scores (Fairy-Stockfish 11.1 does not play atomic),
//! with atomic's own terms (`src/eval/variants/atomic_weights.rs`): 156,342 positions of
//! `bench/variants/data` (shards atomic-selfplay-1..3, 7,500 self-play games, and
//! atomic-tree-1..3, nodes of 900 games' search trees), targets the labels' win probability
//! alone (scale 1.1690, fitted to the self-play shards' results, given), held out:
//! atomic-validation-1 (4,444 positions, depth 10). `--score-weight 1 --score-scale 1.1690
//! --monotone`, best held-out check at epoch 125 of 2000, lr 1, K 1.0745, MSE 0.042306 ->
//! 0.033636, held-out MSE 0.030264 -> 0.026122. The set before was fitted to the results of
//! 4,670 self-play games.

use super::layout::{assemble, Named};
use super::params::{NUM_PARAMS, TERMS};
use super::{variant_chess, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, variant_chess::TUNED, FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(136, 286),  // material[0]
            Pair::new(312, 498),  // material[1]
            Pair::new(321, 427),  // material[2]
            Pair::new(363, 705),  // material[3]
            Pair::new(903, 1185), // material[4]
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
            Pair::new(-72, 142),   // pst[8]
            Pair::new(-92, 103),   // pst[9]
            Pair::new(32, 20),     // pst[10]
            Pair::new(46, 145),    // pst[11]
            Pair::new(-81, 182),   // pst[12]
            Pair::new(-51, 139),   // pst[13]
            Pair::new(-16, -62),   // pst[14]
            Pair::new(-6, 73),     // pst[15]
            Pair::new(-71, 116),   // pst[16]
            Pair::new(-105, 132),  // pst[17]
            Pair::new(46, -20),    // pst[18]
            Pair::new(11, 77),     // pst[19]
            Pair::new(-78, 149),   // pst[20]
            Pair::new(-50, 65),    // pst[21]
            Pair::new(32, -24),    // pst[22]
            Pair::new(24, 63),     // pst[23]
            Pair::new(-75, 128),   // pst[24]
            Pair::new(-69, 89),    // pst[25]
            Pair::new(-2, 117),    // pst[26]
            Pair::new(78, 78),     // pst[27]
            Pair::new(-28, 132),   // pst[28]
            Pair::new(18, 102),    // pst[29]
            Pair::new(-46, 44),    // pst[30]
            Pair::new(14, 95),     // pst[31]
            Pair::new(-33, 187),   // pst[32]
            Pair::new(-62, 105),   // pst[33]
            Pair::new(87, 150),    // pst[34]
            Pair::new(136, 120),   // pst[35]
            Pair::new(16, 155),    // pst[36]
            Pair::new(63, 182),    // pst[37]
            Pair::new(-6, 76),     // pst[38]
            Pair::new(-66, 107),   // pst[39]
            Pair::new(-114, 154),  // pst[40]
            Pair::new(-37, 126),   // pst[41]
            Pair::new(309, 39),    // pst[42]
            Pair::new(299, 81),    // pst[43]
            Pair::new(227, 85),    // pst[44]
            Pair::new(124, 172),   // pst[45]
            Pair::new(81, 90),     // pst[46]
            Pair::new(-66, 134),   // pst[47]
            Pair::new(-64, 69),    // pst[48]
            Pair::new(83, -125),   // pst[49]
            Pair::new(92, 270),    // pst[50]
            Pair::new(266, 18),    // pst[51]
            Pair::new(151, 150),   // pst[52]
            Pair::new(-63, 197),   // pst[53]
            Pair::new(-335, 3),    // pst[54]
            Pair::new(457, 8),     // pst[55]
            Pair::new(0, 0),       // pst[56]
            Pair::new(0, 0),       // pst[57]
            Pair::new(0, 0),       // pst[58]
            Pair::new(0, 0),       // pst[59]
            Pair::new(0, 0),       // pst[60]
            Pair::new(0, 0),       // pst[61]
            Pair::new(0, 0),       // pst[62]
            Pair::new(0, 0),       // pst[63]
            Pair::new(53, 193),    // pst[64]
            Pair::new(-97, -56),   // pst[65]
            Pair::new(-193, 194),  // pst[66]
            Pair::new(-326, 266),  // pst[67]
            Pair::new(-286, 81),   // pst[68]
            Pair::new(76, -66),    // pst[69]
            Pair::new(-101, -60),  // pst[70]
            Pair::new(-65, 22),    // pst[71]
            Pair::new(-13, -48),   // pst[72]
            Pair::new(65, 86),     // pst[73]
            Pair::new(-153, 111),  // pst[74]
            Pair::new(-92, -29),   // pst[75]
            Pair::new(-67, 42),    // pst[76]
            Pair::new(112, -29),   // pst[77]
            Pair::new(175, 15),    // pst[78]
            Pair::new(-163, 207),  // pst[79]
            Pair::new(-85, 33),    // pst[80]
            Pair::new(-164, 47),   // pst[81]
            Pair::new(-69, -22),   // pst[82]
            Pair::new(81, 56),     // pst[83]
            Pair::new(-118, 40),   // pst[84]
            Pair::new(-58, 15),    // pst[85]
            Pair::new(-104, -156), // pst[86]
            Pair::new(2, -41),     // pst[87]
            Pair::new(-68, 13),    // pst[88]
            Pair::new(-90, 174),   // pst[89]
            Pair::new(-5, 62),     // pst[90]
            Pair::new(-20, 37),    // pst[91]
            Pair::new(18, 0),      // pst[92]
            Pair::new(95, -9),     // pst[93]
            Pair::new(49, -93),    // pst[94]
            Pair::new(19, 57),     // pst[95]
            Pair::new(258, 35),    // pst[96]
            Pair::new(294, -44),   // pst[97]
            Pair::new(44, 116),    // pst[98]
            Pair::new(234, 0),     // pst[99]
            Pair::new(143, 11),    // pst[100]
            Pair::new(16, 36),     // pst[101]
            Pair::new(177, 52),    // pst[102]
            Pair::new(209, -135),  // pst[103]
            Pair::new(-196, 210),  // pst[104]
            Pair::new(-23, 114),   // pst[105]
            Pair::new(122, 17),    // pst[106]
            Pair::new(54, 64),     // pst[107]
            Pair::new(119, 64),    // pst[108]
            Pair::new(-146, 93),   // pst[109]
            Pair::new(137, 29),    // pst[110]
            Pair::new(21, 49),     // pst[111]
            Pair::new(-408, 201),  // pst[112]
            Pair::new(115, 148),   // pst[113]
            Pair::new(74, 116),    // pst[114]
            Pair::new(34, 156),    // pst[115]
            Pair::new(270, 38),    // pst[116]
            Pair::new(61, 32),     // pst[117]
            Pair::new(-56, 203),   // pst[118]
            Pair::new(-9, -89),    // pst[119]
            Pair::new(-15, 166),   // pst[120]
            Pair::new(-77, 366),   // pst[121]
            Pair::new(72, 64),     // pst[122]
            Pair::new(147, -33),   // pst[123]
            Pair::new(70, 112),    // pst[124]
            Pair::new(93, 150),    // pst[125]
            Pair::new(161, 77),    // pst[126]
            Pair::new(29, 73),     // pst[127]
            Pair::new(-284, -161), // pst[128]
            Pair::new(130, 35),    // pst[129]
            Pair::new(10, -23),    // pst[130]
            Pair::new(-348, 147),  // pst[131]
            Pair::new(-264, 78),   // pst[132]
            Pair::new(-10, 8),     // pst[133]
            Pair::new(-450, 246),  // pst[134]
            Pair::new(118, 235),   // pst[135]
            Pair::new(46, 213),    // pst[136]
            Pair::new(-65, 81),    // pst[137]
            Pair::new(-110, -78),  // pst[138]
            Pair::new(-71, 46),    // pst[139]
            Pair::new(-20, -53),   // pst[140]
            Pair::new(8, -117),    // pst[141]
            Pair::new(-101, 113),  // pst[142]
            Pair::new(-253, 222),  // pst[143]
            Pair::new(18, 81),     // pst[144]
            Pair::new(174, -4),    // pst[145]
            Pair::new(-166, 8),    // pst[146]
            Pair::new(-24, -88),   // pst[147]
            Pair::new(-75, 19),    // pst[148]
            Pair::new(-93, 15),    // pst[149]
            Pair::new(-33, -24),   // pst[150]
            Pair::new(49, -20),    // pst[151]
            Pair::new(-170, 5),    // pst[152]
            Pair::new(28, -28),    // pst[153]
            Pair::new(-68, 42),    // pst[154]
            Pair::new(-76, 12),    // pst[155]
            Pair::new(20, -50),    // pst[156]
            Pair::new(-15, 20),    // pst[157]
            Pair::new(-126, 107),  // pst[158]
            Pair::new(126, -140),  // pst[159]
            Pair::new(-66, 145),   // pst[160]
            Pair::new(11, -20),    // pst[161]
            Pair::new(39, -22),    // pst[162]
            Pair::new(77, -18),    // pst[163]
            Pair::new(126, -32),   // pst[164]
            Pair::new(129, -82),   // pst[165]
            Pair::new(29, 38),     // pst[166]
            Pair::new(50, 200),    // pst[167]
            Pair::new(67, 63),     // pst[168]
            Pair::new(153, -63),   // pst[169]
            Pair::new(108, -23),   // pst[170]
            Pair::new(-69, -24),   // pst[171]
            Pair::new(44, 26),     // pst[172]
            Pair::new(189, -1),    // pst[173]
            Pair::new(145, 9),     // pst[174]
            Pair::new(158, -214),  // pst[175]
            Pair::new(73, 101),    // pst[176]
            Pair::new(-7, 42),     // pst[177]
            Pair::new(217, -116),  // pst[178]
            Pair::new(65, -48),    // pst[179]
            Pair::new(146, 68),    // pst[180]
            Pair::new(-87, 124),   // pst[181]
            Pair::new(118, 7),     // pst[182]
            Pair::new(84, -228),   // pst[183]
            Pair::new(-45, 88),    // pst[184]
            Pair::new(-108, -9),   // pst[185]
            Pair::new(169, -20),   // pst[186]
            Pair::new(91, 2),      // pst[187]
            Pair::new(-157, 23),   // pst[188]
            Pair::new(138, 3),     // pst[189]
            Pair::new(180, -196),  // pst[190]
            Pair::new(-176, -143), // pst[191]
            Pair::new(20, 77),     // pst[192]
            Pair::new(-45, 45),    // pst[193]
            Pair::new(-43, 136),   // pst[194]
            Pair::new(-21, 134),   // pst[195]
            Pair::new(51, 61),     // pst[196]
            Pair::new(8, 164),     // pst[197]
            Pair::new(-17, 93),    // pst[198]
            Pair::new(71, 65),     // pst[199]
            Pair::new(-149, -46),  // pst[200]
            Pair::new(-360, 91),   // pst[201]
            Pair::new(-200, 5),    // pst[202]
            Pair::new(-182, 116),  // pst[203]
            Pair::new(19, -201),   // pst[204]
            Pair::new(-18, -2),    // pst[205]
            Pair::new(92, -208),   // pst[206]
            Pair::new(56, -83),    // pst[207]
            Pair::new(-168, 85),   // pst[208]
            Pair::new(-196, 103),  // pst[209]
            Pair::new(10, -121),   // pst[210]
            Pair::new(-275, 6),    // pst[211]
            Pair::new(-182, -117), // pst[212]
            Pair::new(-74, -139),  // pst[213]
            Pair::new(182, -213),  // pst[214]
            Pair::new(-28, -125),  // pst[215]
            Pair::new(130, 156),   // pst[216]
            Pair::new(-332, 245),  // pst[217]
            Pair::new(-2, -71),    // pst[218]
            Pair::new(-151, 96),   // pst[219]
            Pair::new(-386, 39),   // pst[220]
            Pair::new(-382, -50),  // pst[221]
            Pair::new(208, -153),  // pst[222]
            Pair::new(-125, -32),  // pst[223]
            Pair::new(-278, 142),  // pst[224]
            Pair::new(167, 81),    // pst[225]
            Pair::new(179, -4),    // pst[226]
            Pair::new(-124, 71),   // pst[227]
            Pair::new(219, -75),   // pst[228]
            Pair::new(-200, 84),   // pst[229]
            Pair::new(68, 86),     // pst[230]
            Pair::new(88, 60),     // pst[231]
            Pair::new(256, -33),   // pst[232]
            Pair::new(-413, 253),  // pst[233]
            Pair::new(341, 67),    // pst[234]
            Pair::new(-96, 213),   // pst[235]
            Pair::new(-157, 188),  // pst[236]
            Pair::new(356, 105),   // pst[237]
            Pair::new(338, 94),    // pst[238]
            Pair::new(-240, 121),  // pst[239]
            Pair::new(169, 87),    // pst[240]
            Pair::new(191, 144),   // pst[241]
            Pair::new(191, 110),   // pst[242]
            Pair::new(398, 74),    // pst[243]
            Pair::new(183, 106),   // pst[244]
            Pair::new(64, 161),    // pst[245]
            Pair::new(229, 144),   // pst[246]
            Pair::new(-365, 238),  // pst[247]
            Pair::new(-290, 251),  // pst[248]
            Pair::new(-4, 43),     // pst[249]
            Pair::new(409, 27),    // pst[250]
            Pair::new(281, 94),    // pst[251]
            Pair::new(343, 60),    // pst[252]
            Pair::new(123, 23),    // pst[253]
            Pair::new(402, 164),   // pst[254]
            Pair::new(-3, 126),    // pst[255]
            Pair::new(171, -79),   // pst[256]
            Pair::new(60, 12),     // pst[257]
            Pair::new(28, -310),   // pst[258]
            Pair::new(41, 203),    // pst[259]
            Pair::new(-102, 347),  // pst[260]
            Pair::new(63, -362),   // pst[261]
            Pair::new(-250, 330),  // pst[262]
            Pair::new(228, 267),   // pst[263]
            Pair::new(121, 150),   // pst[264]
            Pair::new(-116, -68),  // pst[265]
            Pair::new(-111, -319), // pst[266]
            Pair::new(-64, 261),   // pst[267]
            Pair::new(-122, 310),  // pst[268]
            Pair::new(-89, -4),    // pst[269]
            Pair::new(29, 97),     // pst[270]
            Pair::new(73, 17),     // pst[271]
            Pair::new(-57, -43),   // pst[272]
            Pair::new(-152, 289),  // pst[273]
            Pair::new(-243, -60),  // pst[274]
            Pair::new(-193, -355), // pst[275]
            Pair::new(-274, 357),  // pst[276]
            Pair::new(-129, 20),   // pst[277]
            Pair::new(-58, 286),   // pst[278]
            Pair::new(65, -93),    // pst[279]
            Pair::new(29, -80),    // pst[280]
            Pair::new(-12, 77),    // pst[281]
            Pair::new(68, -157),   // pst[282]
            Pair::new(-141, 138),  // pst[283]
            Pair::new(-246, 104),  // pst[284]
            Pair::new(-127, 144),  // pst[285]
            Pair::new(-146, 304),  // pst[286]
            Pair::new(-19, 436),   // pst[287]
            Pair::new(156, -55),   // pst[288]
            Pair::new(-12, 50),    // pst[289]
            Pair::new(-25, -83),   // pst[290]
            Pair::new(78, 468),    // pst[291]
            Pair::new(136, 44),    // pst[292]
            Pair::new(120, 183),   // pst[293]
            Pair::new(126, 73),    // pst[294]
            Pair::new(-30, 125),   // pst[295]
            Pair::new(-21, 401),   // pst[296]
            Pair::new(240, 129),   // pst[297]
            Pair::new(-48, -34),   // pst[298]
            Pair::new(256, 23),    // pst[299]
            Pair::new(-190, 146),  // pst[300]
            Pair::new(89, 7),      // pst[301]
            Pair::new(343, 294),   // pst[302]
            Pair::new(59, 354),    // pst[303]
            Pair::new(-12, -292),  // pst[304]
            Pair::new(142, 214),   // pst[305]
            Pair::new(260, -80),   // pst[306]
            Pair::new(359, 383),   // pst[307]
            Pair::new(259, 92),    // pst[308]
            Pair::new(184, 174),   // pst[309]
            Pair::new(61, 119),    // pst[310]
            Pair::new(-19, -45),   // pst[311]
            Pair::new(-56, 128),   // pst[312]
            Pair::new(78, -128),   // pst[313]
            Pair::new(-212, -19),  // pst[314]
            Pair::new(388, 0),     // pst[315]
            Pair::new(382, -238),  // pst[316]
            Pair::new(-164, -255), // pst[317]
            Pair::new(88, 134),    // pst[318]
            Pair::new(-115, 104),  // pst[319]
            Pair::new(-198, 92),   // pst[320]
            Pair::new(108, -44),   // pst[321]
            Pair::new(129, -6),    // pst[322]
            Pair::new(-43, -8),    // pst[323]
            Pair::new(76, 24),     // pst[324]
            Pair::new(-10, -9),    // pst[325]
            Pair::new(214, 36),    // pst[326]
            Pair::new(49, 116),    // pst[327]
            Pair::new(242, -9),    // pst[328]
            Pair::new(-232, 22),   // pst[329]
            Pair::new(10, -52),    // pst[330]
            Pair::new(-176, -43),  // pst[331]
            Pair::new(-169, 37),   // pst[332]
            Pair::new(-175, 36),   // pst[333]
            Pair::new(52, 0),      // pst[334]
            Pair::new(175, 55),    // pst[335]
            Pair::new(207, -84),   // pst[336]
            Pair::new(-385, 9),    // pst[337]
            Pair::new(-408, -19),  // pst[338]
            Pair::new(-327, -3),   // pst[339]
            Pair::new(-171, -51),  // pst[340]
            Pair::new(-455, 5),    // pst[341]
            Pair::new(96, -56),    // pst[342]
            Pair::new(-35, -49),   // pst[343]
            Pair::new(216, 7),     // pst[344]
            Pair::new(-222, 69),   // pst[345]
            Pair::new(-333, 25),   // pst[346]
            Pair::new(-78, 19),    // pst[347]
            Pair::new(-137, 13),   // pst[348]
            Pair::new(-313, 20),   // pst[349]
            Pair::new(-78, -82),   // pst[350]
            Pair::new(91, 80),     // pst[351]
            Pair::new(-228, -188), // pst[352]
            Pair::new(11, -25),    // pst[353]
            Pair::new(-339, -6),   // pst[354]
            Pair::new(-205, -31),  // pst[355]
            Pair::new(88, -44),    // pst[356]
            Pair::new(236, -78),   // pst[357]
            Pair::new(40, 50),     // pst[358]
            Pair::new(-299, -126), // pst[359]
            Pair::new(-86, 15),    // pst[360]
            Pair::new(-212, -19),  // pst[361]
            Pair::new(-81, -51),   // pst[362]
            Pair::new(46, -61),    // pst[363]
            Pair::new(249, -206),  // pst[364]
            Pair::new(15, -91),    // pst[365]
            Pair::new(-240, 62),   // pst[366]
            Pair::new(-43, 24),    // pst[367]
            Pair::new(-173, -33),  // pst[368]
            Pair::new(-130, -82),  // pst[369]
            Pair::new(-191, -51),  // pst[370]
            Pair::new(-26, -63),   // pst[371]
            Pair::new(264, -39),   // pst[372]
            Pair::new(-198, -12),  // pst[373]
            Pair::new(-122, 156),  // pst[374]
            Pair::new(-86, 96),    // pst[375]
            Pair::new(-201, -434), // pst[376]
            Pair::new(-265, -214), // pst[377]
            Pair::new(-182, -321), // pst[378]
            Pair::new(-202, -198), // pst[379]
            Pair::new(-220, -52),  // pst[380]
            Pair::new(-519, -49),  // pst[381]
            Pair::new(-144, 45),   // pst[382]
            Pair::new(-101, 37),   // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-65, 5),   // mobility_knight[0]
            Pair::new(-40, 61),  // mobility_knight[1]
            Pair::new(-31, 92),  // mobility_knight[2]
            Pair::new(-16, 126), // mobility_knight[3]
            Pair::new(10, 134),  // mobility_knight[4]
            Pair::new(10, 153),  // mobility_knight[5]
            Pair::new(44, 153),  // mobility_knight[6]
            Pair::new(70, 168),  // mobility_knight[7]
            Pair::new(101, 183), // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-102, -24), // mobility_bishop[0]
            Pair::new(-84, -5),   // mobility_bishop[1]
            Pair::new(-49, 16),   // mobility_bishop[2]
            Pair::new(-18, 34),   // mobility_bishop[3]
            Pair::new(9, 50),     // mobility_bishop[4]
            Pair::new(22, 59),    // mobility_bishop[5]
            Pair::new(38, 59),    // mobility_bishop[6]
            Pair::new(42, 68),    // mobility_bishop[7]
            Pair::new(42, 68),    // mobility_bishop[8]
            Pair::new(42, 86),    // mobility_bishop[9]
            Pair::new(42, 86),    // mobility_bishop[10]
            Pair::new(42, 149),   // mobility_bishop[11]
            Pair::new(42, 171),   // mobility_bishop[12]
            Pair::new(42, 171),   // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-466, -475), // mobility_rook[0]
            Pair::new(-110, -88),  // mobility_rook[1]
            Pair::new(-74, -37),   // mobility_rook[2]
            Pair::new(-60, 1),     // mobility_rook[3]
            Pair::new(-30, 52),    // mobility_rook[4]
            Pair::new(-16, 61),    // mobility_rook[5]
            Pair::new(6, 61),      // mobility_rook[6]
            Pair::new(42, 61),     // mobility_rook[7]
            Pair::new(42, 109),    // mobility_rook[8]
            Pair::new(42, 145),    // mobility_rook[9]
            Pair::new(99, 145),    // mobility_rook[10]
            Pair::new(147, 145),   // mobility_rook[11]
            Pair::new(228, 145),   // mobility_rook[12]
            Pair::new(256, 145),   // mobility_rook[13]
            Pair::new(256, 145),   // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(-115, -217), // mobility_queen[0]
            Pair::new(-115, -217), // mobility_queen[1]
            Pair::new(-115, -217), // mobility_queen[2]
            Pair::new(-100, -203), // mobility_queen[3]
            Pair::new(-94, -184),  // mobility_queen[4]
            Pair::new(-78, -93),   // mobility_queen[5]
            Pair::new(-78, 27),    // mobility_queen[6]
            Pair::new(-69, 95),    // mobility_queen[7]
            Pair::new(-46, 95),    // mobility_queen[8]
            Pair::new(-33, 163),   // mobility_queen[9]
            Pair::new(-26, 189),   // mobility_queen[10]
            Pair::new(-8, 233),    // mobility_queen[11]
            Pair::new(13, 235),    // mobility_queen[12]
            Pair::new(13, 235),    // mobility_queen[13]
            Pair::new(44, 235),    // mobility_queen[14]
            Pair::new(49, 235),    // mobility_queen[15]
            Pair::new(55, 235),    // mobility_queen[16]
            Pair::new(99, 235),    // mobility_queen[17]
            Pair::new(99, 235),    // mobility_queen[18]
            Pair::new(99, 235),    // mobility_queen[19]
            Pair::new(99, 235),    // mobility_queen[20]
            Pair::new(259, 235),   // mobility_queen[21]
            Pair::new(259, 235),   // mobility_queen[22]
            Pair::new(259, 235),   // mobility_queen[23]
            Pair::new(264, 235),   // mobility_queen[24]
            Pair::new(265, 235),   // mobility_queen[25]
            Pair::new(284, 235),   // mobility_queen[26]
            Pair::new(289, 235),   // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(0, 0),     // passed[0]
            Pair::new(19, 61),   // passed[1]
            Pair::new(102, 76),  // passed[2]
            Pair::new(4, 27),    // passed[3]
            Pair::new(66, -40),  // passed[4]
            Pair::new(-10, 76),  // passed[5]
            Pair::new(183, 253), // passed[6]
            Pair::new(0, 0),     // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(0, 0),       // passed_blocked[0]
            Pair::new(201, -27),   // passed_blocked[1]
            Pair::new(142, -134),  // passed_blocked[2]
            Pair::new(-5, -83),    // passed_blocked[3]
            Pair::new(-157, -51),  // passed_blocked[4]
            Pair::new(-126, -102), // passed_blocked[5]
            Pair::new(-273, -127), // passed_blocked[6]
            Pair::new(0, 0),       // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(0, 0),     // connected[0]
            Pair::new(13, -10),  // connected[1]
            Pair::new(13, 24),   // connected[2]
            Pair::new(11, 10),   // connected[3]
            Pair::new(4, -19),   // connected[4]
            Pair::new(-56, 122), // connected[5]
            Pair::new(-41, 142), // connected[6]
            Pair::new(14, 14),   // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(11, 0)]),
    ("doubled", &[Pair::new(-14, -22)]),
    ("backward", &[Pair::new(15, -20)]),
    ("bishop_pair", &[Pair::new(60, 192)]),
    ("rook_open", &[Pair::new(272, 63)]),
    ("rook_semi_open", &[Pair::new(21, -10)]),
    (
        "shelter",
        &[
            Pair::new(-58, 17), // shelter[0]
            Pair::new(-16, -1), // shelter[1]
            Pair::new(6, -19),  // shelter[2]
            Pair::new(41, -19), // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(2, -37),   // king_attack[0]
            Pair::new(-50, -9),  // king_attack[1]
            Pair::new(202, -33), // king_attack[2]
            Pair::new(6, 59),    // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(89, 75)]),
    ("threat_by_minor", &[Pair::new(52, 50)]),
    ("threat_by_rook", &[Pair::new(-15, 226)]),
    (
        "safe_check",
        &[
            Pair::new(-24, 39), // safe_check[0]
            Pair::new(-1, 47),  // safe_check[1]
            Pair::new(197, 25), // safe_check[2]
            Pair::new(55, 38),  // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(34, 66)]),
    ("king_weak_squares", &[Pair::new(-4, 11)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),      // king_attackers[0]
            Pair::new(69, 5),     // king_attackers[1]
            Pair::new(89, 9),     // king_attackers[2]
            Pair::new(168, -61),  // king_attackers[3]
            Pair::new(-58, -104), // king_attackers[4]
            Pair::new(77, -175),  // king_attackers[5]
            Pair::new(0, 0),      // king_attackers[6]
            Pair::new(0, 0),      // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(-60, 59), // passed_own_king[0]
            Pair::new(372, 57), // passed_own_king[1]
            Pair::new(284, 12), // passed_own_king[2]
            Pair::new(-67, 11), // passed_own_king[3]
            Pair::new(-66, 26), // passed_own_king[4]
            Pair::new(-27, 29), // passed_own_king[5]
            Pair::new(-9, 32),  // passed_own_king[6]
            Pair::new(-16, 44), // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(-13, 14), // passed_their_king[0]
            Pair::new(-16, 62), // passed_their_king[1]
            Pair::new(8, 46),   // passed_their_king[2]
            Pair::new(55, 35),  // passed_their_king[3]
            Pair::new(11, 59),  // passed_their_king[4]
            Pair::new(15, 63),  // passed_their_king[5]
            Pair::new(62, 52),  // passed_their_king[6]
            Pair::new(67, 39),  // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(0, 0),      // passed_free[0]
            Pair::new(-141, -11), // passed_free[1]
            Pair::new(-69, 56),   // passed_free[2]
            Pair::new(-36, -36),  // passed_free[3]
            Pair::new(-72, 54),   // passed_free[4]
            Pair::new(-1, 137),   // passed_free[5]
            Pair::new(-185, 221), // passed_free[6]
            Pair::new(0, 0),      // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(-10, -11)]),
    (
        "outpost",
        &[
            Pair::new(-49, -20), // outpost[0]
            Pair::new(22, 51),   // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(-3, -5)]),
    ("bishop_pawns", &[Pair::new(-14, 0)]),
    (
        "king_file",
        &[
            Pair::new(-38, 60),  // king_file[0]
            Pair::new(-179, 50), // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(26, 19), // king_danger_bucket[0]
            Pair::new(26, 19), // king_danger_bucket[1]
            Pair::new(26, 19), // king_danger_bucket[2]
            Pair::new(26, 19), // king_danger_bucket[3]
            Pair::new(26, 21), // king_danger_bucket[4]
            Pair::new(26, 21), // king_danger_bucket[5]
            Pair::new(26, 21), // king_danger_bucket[6]
            Pair::new(26, 21), // king_danger_bucket[7]
            Pair::new(26, 21), // king_danger_bucket[8]
            Pair::new(26, 21), // king_danger_bucket[9]
            Pair::new(26, 21), // king_danger_bucket[10]
            Pair::new(26, 21), // king_danger_bucket[11]
            Pair::new(26, 21), // king_danger_bucket[12]
            Pair::new(26, 21), // king_danger_bucket[13]
            Pair::new(26, 21), // king_danger_bucket[14]
            Pair::new(26, 21), // king_danger_bucket[15]
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
            Pair::new(-72, -79), // shelter_file[0]
            Pair::new(1, 15),    // shelter_file[1]
            Pair::new(30, 11),   // shelter_file[2]
            Pair::new(36, 32),   // shelter_file[3]
            Pair::new(-13, 55),  // shelter_file[4]
            Pair::new(-59, 34),  // shelter_file[5]
            Pair::new(-28, -80), // shelter_file[6]
            Pair::new(-2, 14),   // shelter_file[7]
            Pair::new(40, 22),   // shelter_file[8]
            Pair::new(58, 29),   // shelter_file[9]
            Pair::new(15, 58),   // shelter_file[10]
            Pair::new(39, 8),    // shelter_file[11]
            Pair::new(-65, -63), // shelter_file[12]
            Pair::new(-2, -5),   // shelter_file[13]
            Pair::new(16, 28),   // shelter_file[14]
            Pair::new(14, 25),   // shelter_file[15]
            Pair::new(14, 13),   // shelter_file[16]
            Pair::new(8, 31),    // shelter_file[17]
            Pair::new(-9, -47),  // shelter_file[18]
            Pair::new(-9, 18),   // shelter_file[19]
            Pair::new(-15, 18),  // shelter_file[20]
            Pair::new(14, -14),  // shelter_file[21]
            Pair::new(16, -43),  // shelter_file[22]
            Pair::new(-8, 12),   // shelter_file[23]
            Pair::new(0, 0),     // shelter_file[24]
            Pair::new(-10, -8),  // shelter_file[25]
            Pair::new(30, -8),   // shelter_file[26]
            Pair::new(71, 11),   // shelter_file[27]
            Pair::new(72, 7),    // shelter_file[28]
            Pair::new(12, 4),    // shelter_file[29]
            Pair::new(0, 0),     // shelter_file[30]
            Pair::new(-12, 15),  // shelter_file[31]
            Pair::new(-1, 8),    // shelter_file[32]
            Pair::new(5, 18),    // shelter_file[33]
            Pair::new(33, 37),   // shelter_file[34]
            Pair::new(-38, -34), // shelter_file[35]
            Pair::new(0, 0),     // shelter_file[36]
            Pair::new(-21, -34), // shelter_file[37]
            Pair::new(0, 26),    // shelter_file[38]
            Pair::new(3, 23),    // shelter_file[39]
            Pair::new(41, -50),  // shelter_file[40]
            Pair::new(24, 6),    // shelter_file[41]
            Pair::new(0, 0),     // shelter_file[42]
            Pair::new(-12, -3),  // shelter_file[43]
            Pair::new(17, -1),   // shelter_file[44]
            Pair::new(-7, 13),   // shelter_file[45]
            Pair::new(-2, -13),  // shelter_file[46]
            Pair::new(-3, 9),    // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(-15, -78),  // pawn_storm[0]
            Pair::new(58, -28),   // pawn_storm[1]
            Pair::new(-84, 86),   // pawn_storm[2]
            Pair::new(-21, 14),   // pawn_storm[3]
            Pair::new(15, 8),     // pawn_storm[4]
            Pair::new(23, -18),   // pawn_storm[5]
            Pair::new(-57, -85),  // pawn_storm[6]
            Pair::new(-10, -32),  // pawn_storm[7]
            Pair::new(-6, 17),    // pawn_storm[8]
            Pair::new(-26, -17),  // pawn_storm[9]
            Pair::new(33, 33),    // pawn_storm[10]
            Pair::new(13, -4),    // pawn_storm[11]
            Pair::new(-53, -88),  // pawn_storm[12]
            Pair::new(-2, -31),   // pawn_storm[13]
            Pair::new(-81, -4),   // pawn_storm[14]
            Pair::new(-33, 11),   // pawn_storm[15]
            Pair::new(-2, 9),     // pawn_storm[16]
            Pair::new(7, 14),     // pawn_storm[17]
            Pair::new(-83, -103), // pawn_storm[18]
            Pair::new(-43, 24),   // pawn_storm[19]
            Pair::new(-84, 17),   // pawn_storm[20]
            Pair::new(-35, 6),    // pawn_storm[21]
            Pair::new(-2, 18),    // pawn_storm[22]
            Pair::new(22, -6),    // pawn_storm[23]
            Pair::new(0, 0),      // pawn_storm[24]
            Pair::new(0, 0),      // pawn_storm[25]
            Pair::new(-42, -32),  // pawn_storm[26]
            Pair::new(0, 18),     // pawn_storm[27]
            Pair::new(12, -2),    // pawn_storm[28]
            Pair::new(0, 0),      // pawn_storm[29]
            Pair::new(0, 0),      // pawn_storm[30]
            Pair::new(0, 0),      // pawn_storm[31]
            Pair::new(-19, -7),   // pawn_storm[32]
            Pair::new(-3, 60),    // pawn_storm[33]
            Pair::new(16, 20),    // pawn_storm[34]
            Pair::new(0, 0),      // pawn_storm[35]
            Pair::new(0, 0),      // pawn_storm[36]
            Pair::new(1, 20),     // pawn_storm[37]
            Pair::new(26, 25),    // pawn_storm[38]
            Pair::new(-14, 49),   // pawn_storm[39]
            Pair::new(8, 30),     // pawn_storm[40]
            Pair::new(0, 0),      // pawn_storm[41]
            Pair::new(0, 0),      // pawn_storm[42]
            Pair::new(1, 3),      // pawn_storm[43]
            Pair::new(12, 25),    // pawn_storm[44]
            Pair::new(46, 36),    // pawn_storm[45]
            Pair::new(29, 33),    // pawn_storm[46]
            Pair::new(0, 0),      // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(-6, 13), // threat_minor_on[0]
            Pair::new(35, 1),  // threat_minor_on[1]
            Pair::new(0, 22),  // threat_minor_on[2]
            Pair::new(-9, 28), // threat_minor_on[3]
            Pair::new(52, 81), // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(-6, 14),  // threat_rook_on[0]
            Pair::new(-14, 25), // threat_rook_on[1]
            Pair::new(-10, 22), // threat_rook_on[2]
            Pair::new(1, -72),  // threat_rook_on[3]
            Pair::new(52, -29), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(-3, -21)]),
    ("pawn_push_threat", &[Pair::new(15, 13)]),
    ("restricted", &[Pair::new(-1, -16)]),
    ("space", &[Pair::new(-2, -3)]),
    (
        "passed_safe_path",
        &[
            Pair::new(0, 0),    // passed_safe_path[0]
            Pair::new(60, 1),   // passed_safe_path[1]
            Pair::new(37, -29), // passed_safe_path[2]
            Pair::new(2, 66),   // passed_safe_path[3]
            Pair::new(52, 95),  // passed_safe_path[4]
            Pair::new(17, 87),  // passed_safe_path[5]
            Pair::new(89, 93),  // passed_safe_path[6]
            Pair::new(0, 0),    // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(32, 17),   // king_defenders[0]
            Pair::new(-9, 10),   // king_defenders[1]
            Pair::new(-24, -6),  // king_defenders[2]
            Pair::new(-31, -62), // king_defenders[3]
            Pair::new(-14, -62), // king_defenders[4]
            Pair::new(55, -47),  // king_defenders[5]
            Pair::new(0, 0),     // king_defenders[6]
            Pair::new(0, 0),     // king_defenders[7]
            Pair::new(0, 0),     // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, -15)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),     // knight_king_distance[0]
            Pair::new(-26, 5),   // knight_king_distance[1]
            Pair::new(17, -27),  // knight_king_distance[2]
            Pair::new(6, -26),   // knight_king_distance[3]
            Pair::new(20, -29),  // knight_king_distance[4]
            Pair::new(-2, 2),    // knight_king_distance[5]
            Pair::new(14, -14),  // knight_king_distance[6]
            Pair::new(26, -41),  // knight_king_distance[7]
            Pair::new(0, 0),     // knight_king_distance[8]
            Pair::new(6, -16),   // knight_king_distance[9]
            Pair::new(-27, -30), // knight_king_distance[10]
            Pair::new(23, 9),    // knight_king_distance[11]
            Pair::new(11, -4),   // knight_king_distance[12]
            Pair::new(6, -14),   // knight_king_distance[13]
            Pair::new(-24, 1),   // knight_king_distance[14]
            Pair::new(-7, -14),  // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(37, -17)]),
    ("queen_relative_pin", &[Pair::new(-30, 30)]),
    ("rook_on_seventh", &[Pair::new(-11, 21)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(26, -41),  // rook_behind_passer[0]
            Pair::new(-77, -87), // rook_behind_passer[1]
        ],
    ),
    (
        "king_flank_attack",
        &[
            Pair::new(8, 7),  // king_flank_attack[0]
            Pair::new(4, 7),  // king_flank_attack[1]
            Pair::new(1, -3), // king_flank_attack[2]
        ],
    ),
    (
        "king_blockers",
        &[
            Pair::new(12, 17), // king_blockers[0]
            Pair::new(47, 35), // king_blockers[1]
        ],
    ),
    (
        "complexity",
        &[
            Pair::new(0, 6),   // complexity[0]
            Pair::new(0, 24),  // complexity[1]
            Pair::new(0, 77),  // complexity[2]
            Pair::new(0, -71), // complexity[3]
        ],
    ),
];
