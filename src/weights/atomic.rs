//! The atomic evaluation weights, fitted by `ferrum tune --variant atomic`.
//! Fitted in two rounds to ferrum's own depth-8 search scores (Fairy-Stockfish 11.1 does not
//! play atomic), with atomic's own terms (`src/eval/variants/atomic_weights.rs`). Round 2:
//! 214,390 positions of `bench/variants/data` (shards atomic-selfplay-1..4, 10,000 self-play
//! games, and atomic-tree-1..4, nodes of 1,200 games' search trees; the fourth of each played
//! and labelled by round 1's weights), targets the labels' win probability alone (scale
//! 1.1690, fitted to the self-play shards' results, given), held out: atomic-validation-1 and
//! -2 (9,188 positions, depth 10). `--score-weight 1 --score-scale 1.1690 --monotone`, from
//! round 1's weights, best held-out check at epoch 25 of 2000, lr 1, K 1.0948, MSE 0.034789 ->
//! 0.034263, held-out MSE 0.026093 -> 0.026048. Round 1 (156,342 positions, held-out
//! 0.030264 -> 0.026122) started from the set fitted to the results of 4,670 self-play games.

use super::layout::{assemble, Named};
use super::params::{NUM_PARAMS, TERMS};
use super::{variant_chess, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, variant_chess::TUNED, FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(137, 291),  // material[0]
            Pair::new(313, 496),  // material[1]
            Pair::new(327, 430),  // material[2]
            Pair::new(344, 702),  // material[3]
            Pair::new(881, 1166), // material[4]
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
            Pair::new(-59, 139),   // pst[8]
            Pair::new(-84, 99),    // pst[9]
            Pair::new(29, 23),     // pst[10]
            Pair::new(47, 143),    // pst[11]
            Pair::new(-75, 164),   // pst[12]
            Pair::new(-47, 141),   // pst[13]
            Pair::new(-15, -65),   // pst[14]
            Pair::new(1, 74),      // pst[15]
            Pair::new(-71, 108),   // pst[16]
            Pair::new(-110, 132),  // pst[17]
            Pair::new(33, -10),    // pst[18]
            Pair::new(13, 77),     // pst[19]
            Pair::new(-78, 139),   // pst[20]
            Pair::new(-55, 62),    // pst[21]
            Pair::new(25, -26),    // pst[22]
            Pair::new(19, 68),     // pst[23]
            Pair::new(-72, 133),   // pst[24]
            Pair::new(-72, 85),    // pst[25]
            Pair::new(-9, 127),    // pst[26]
            Pair::new(77, 79),     // pst[27]
            Pair::new(-24, 133),   // pst[28]
            Pair::new(14, 102),    // pst[29]
            Pair::new(-50, 43),    // pst[30]
            Pair::new(15, 89),     // pst[31]
            Pair::new(-32, 181),   // pst[32]
            Pair::new(-65, 115),   // pst[33]
            Pair::new(88, 144),    // pst[34]
            Pair::new(129, 116),   // pst[35]
            Pair::new(17, 144),    // pst[36]
            Pair::new(55, 173),    // pst[37]
            Pair::new(-9, 71),     // pst[38]
            Pair::new(-76, 109),   // pst[39]
            Pair::new(-99, 159),   // pst[40]
            Pair::new(-28, 140),   // pst[41]
            Pair::new(294, 60),    // pst[42]
            Pair::new(282, 82),    // pst[43]
            Pair::new(222, 104),   // pst[44]
            Pair::new(118, 168),   // pst[45]
            Pair::new(88, 90),     // pst[46]
            Pair::new(-55, 121),   // pst[47]
            Pair::new(-51, 80),    // pst[48]
            Pair::new(100, -103),  // pst[49]
            Pair::new(76, 250),    // pst[50]
            Pair::new(267, 17),    // pst[51]
            Pair::new(141, 152),   // pst[52]
            Pair::new(-71, 212),   // pst[53]
            Pair::new(-322, 16),   // pst[54]
            Pair::new(449, 23),    // pst[55]
            Pair::new(0, 0),       // pst[56]
            Pair::new(0, 0),       // pst[57]
            Pair::new(0, 0),       // pst[58]
            Pair::new(0, 0),       // pst[59]
            Pair::new(0, 0),       // pst[60]
            Pair::new(0, 0),       // pst[61]
            Pair::new(0, 0),       // pst[62]
            Pair::new(0, 0),       // pst[63]
            Pair::new(37, 174),    // pst[64]
            Pair::new(-91, -43),   // pst[65]
            Pair::new(-182, 181),  // pst[66]
            Pair::new(-316, 253),  // pst[67]
            Pair::new(-296, 86),   // pst[68]
            Pair::new(71, -53),    // pst[69]
            Pair::new(-94, -58),   // pst[70]
            Pair::new(-74, 22),    // pst[71]
            Pair::new(-32, -29),   // pst[72]
            Pair::new(46, 98),     // pst[73]
            Pair::new(-169, 93),   // pst[74]
            Pair::new(-96, -17),   // pst[75]
            Pair::new(-64, 54),    // pst[76]
            Pair::new(91, -18),    // pst[77]
            Pair::new(161, 6),     // pst[78]
            Pair::new(-161, 206),  // pst[79]
            Pair::new(-84, 39),    // pst[80]
            Pair::new(-149, 66),   // pst[81]
            Pair::new(-73, -31),   // pst[82]
            Pair::new(59, 40),     // pst[83]
            Pair::new(-124, 46),   // pst[84]
            Pair::new(-47, 12),    // pst[85]
            Pair::new(-100, -144), // pst[86]
            Pair::new(11, -42),    // pst[87]
            Pair::new(-73, 25),    // pst[88]
            Pair::new(-95, 160),   // pst[89]
            Pair::new(5, 51),      // pst[90]
            Pair::new(-3, 45),     // pst[91]
            Pair::new(3, 16),      // pst[92]
            Pair::new(80, 1),      // pst[93]
            Pair::new(41, -84),    // pst[94]
            Pair::new(15, 67),     // pst[95]
            Pair::new(252, 32),    // pst[96]
            Pair::new(308, -39),   // pst[97]
            Pair::new(48, 105),    // pst[98]
            Pair::new(220, -13),   // pst[99]
            Pair::new(144, 21),    // pst[100]
            Pair::new(18, 34),     // pst[101]
            Pair::new(187, 54),    // pst[102]
            Pair::new(219, -122),  // pst[103]
            Pair::new(-189, 210),  // pst[104]
            Pair::new(-25, 96),    // pst[105]
            Pair::new(105, 31),    // pst[106]
            Pair::new(61, 74),     // pst[107]
            Pair::new(129, 53),    // pst[108]
            Pair::new(-128, 100),  // pst[109]
            Pair::new(124, 31),    // pst[110]
            Pair::new(32, 61),     // pst[111]
            Pair::new(-406, 199),  // pst[112]
            Pair::new(112, 140),   // pst[113]
            Pair::new(60, 104),    // pst[114]
            Pair::new(40, 140),    // pst[115]
            Pair::new(254, 33),    // pst[116]
            Pair::new(48, 21),     // pst[117]
            Pair::new(-44, 191),   // pst[118]
            Pair::new(-10, -74),   // pst[119]
            Pair::new(-19, 162),   // pst[120]
            Pair::new(-69, 347),   // pst[121]
            Pair::new(75, 55),     // pst[122]
            Pair::new(139, -16),   // pst[123]
            Pair::new(73, 110),    // pst[124]
            Pair::new(104, 151),   // pst[125]
            Pair::new(145, 67),    // pst[126]
            Pair::new(31, 64),     // pst[127]
            Pair::new(-286, -146), // pst[128]
            Pair::new(112, 50),    // pst[129]
            Pair::new(24, -13),    // pst[130]
            Pair::new(-341, 133),  // pst[131]
            Pair::new(-258, 74),   // pst[132]
            Pair::new(-3, 18),     // pst[133]
            Pair::new(-452, 232),  // pst[134]
            Pair::new(113, 216),   // pst[135]
            Pair::new(58, 195),    // pst[136]
            Pair::new(-61, 81),    // pst[137]
            Pair::new(-127, -66),  // pst[138]
            Pair::new(-66, 56),    // pst[139]
            Pair::new(-21, -40),   // pst[140]
            Pair::new(6, -105),    // pst[141]
            Pair::new(-96, 112),   // pst[142]
            Pair::new(-264, 202),  // pst[143]
            Pair::new(27, 72),     // pst[144]
            Pair::new(150, 8),     // pst[145]
            Pair::new(-150, 21),   // pst[146]
            Pair::new(-31, -81),   // pst[147]
            Pair::new(-62, 18),    // pst[148]
            Pair::new(-100, 28),   // pst[149]
            Pair::new(-47, -17),   // pst[150]
            Pair::new(51, -2),     // pst[151]
            Pair::new(-158, 10),   // pst[152]
            Pair::new(14, -45),    // pst[153]
            Pair::new(-68, 51),    // pst[154]
            Pair::new(-87, 5),     // pst[155]
            Pair::new(4, -59),     // pst[156]
            Pair::new(-12, 8),     // pst[157]
            Pair::new(-108, 108),  // pst[158]
            Pair::new(108, -124),  // pst[159]
            Pair::new(-49, 137),   // pst[160]
            Pair::new(21, -31),    // pst[161]
            Pair::new(41, -38),    // pst[162]
            Pair::new(89, -24),    // pst[163]
            Pair::new(141, -17),   // pst[164]
            Pair::new(111, -95),   // pst[165]
            Pair::new(35, 48),     // pst[166]
            Pair::new(61, 183),    // pst[167]
            Pair::new(82, 49),     // pst[168]
            Pair::new(142, -65),   // pst[169]
            Pair::new(90, -29),    // pst[170]
            Pair::new(-58, -30),   // pst[171]
            Pair::new(30, 42),     // pst[172]
            Pair::new(169, 11),    // pst[173]
            Pair::new(141, 5),     // pst[174]
            Pair::new(152, -194),  // pst[175]
            Pair::new(59, 94),     // pst[176]
            Pair::new(12, 30),     // pst[177]
            Pair::new(206, -100),  // pst[178]
            Pair::new(73, -39),    // pst[179]
            Pair::new(128, 60),    // pst[180]
            Pair::new(-67, 118),   // pst[181]
            Pair::new(104, 2),     // pst[182]
            Pair::new(97, -213),   // pst[183]
            Pair::new(-51, 76),    // pst[184]
            Pair::new(-95, 7),     // pst[185]
            Pair::new(158, -13),   // pst[186]
            Pair::new(106, -2),    // pst[187]
            Pair::new(-136, 32),   // pst[188]
            Pair::new(128, 9),     // pst[189]
            Pair::new(163, -176),  // pst[190]
            Pair::new(-186, -132), // pst[191]
            Pair::new(27, 93),     // pst[192]
            Pair::new(-49, 48),    // pst[193]
            Pair::new(-37, 132),   // pst[194]
            Pair::new(-3, 125),    // pst[195]
            Pair::new(50, 77),     // pst[196]
            Pair::new(18, 171),    // pst[197]
            Pair::new(-8, 112),    // pst[198]
            Pair::new(84, 79),     // pst[199]
            Pair::new(-143, -30),  // pst[200]
            Pair::new(-359, 87),   // pst[201]
            Pair::new(-204, 22),   // pst[202]
            Pair::new(-198, 122),  // pst[203]
            Pair::new(7, -193),    // pst[204]
            Pair::new(-31, -2),    // pst[205]
            Pair::new(72, -190),   // pst[206]
            Pair::new(46, -68),    // pst[207]
            Pair::new(-181, 98),   // pst[208]
            Pair::new(-208, 94),   // pst[209]
            Pair::new(4, -123),    // pst[210]
            Pair::new(-256, 25),   // pst[211]
            Pair::new(-199, -130), // pst[212]
            Pair::new(-61, -122),  // pst[213]
            Pair::new(160, -195),  // pst[214]
            Pair::new(-35, -109),  // pst[215]
            Pair::new(109, 136),   // pst[216]
            Pair::new(-322, 238),  // pst[217]
            Pair::new(-15, -72),   // pst[218]
            Pair::new(-165, 78),   // pst[219]
            Pair::new(-387, 55),   // pst[220]
            Pair::new(-390, -37),  // pst[221]
            Pair::new(203, -135),  // pst[222]
            Pair::new(-133, -28),  // pst[223]
            Pair::new(-284, 144),  // pst[224]
            Pair::new(149, 63),    // pst[225]
            Pair::new(191, 2),     // pst[226]
            Pair::new(-136, 55),   // pst[227]
            Pair::new(203, -72),   // pst[228]
            Pair::new(-181, 95),   // pst[229]
            Pair::new(67, 69),     // pst[230]
            Pair::new(87, 52),     // pst[231]
            Pair::new(262, -16),   // pst[232]
            Pair::new(-412, 245),  // pst[233]
            Pair::new(337, 64),    // pst[234]
            Pair::new(-90, 194),   // pst[235]
            Pair::new(-151, 175),  // pst[236]
            Pair::new(340, 85),    // pst[237]
            Pair::new(334, 79),    // pst[238]
            Pair::new(-229, 129),  // pst[239]
            Pair::new(155, 75),    // pst[240]
            Pair::new(179, 126),   // pst[241]
            Pair::new(176, 103),   // pst[242]
            Pair::new(403, 75),    // pst[243]
            Pair::new(177, 90),    // pst[244]
            Pair::new(63, 147),    // pst[245]
            Pair::new(239, 137),   // pst[246]
            Pair::new(-351, 234),  // pst[247]
            Pair::new(-278, 236),  // pst[248]
            Pair::new(-3, 59),     // pst[249]
            Pair::new(398, 23),    // pst[250]
            Pair::new(280, 77),    // pst[251]
            Pair::new(333, 41),    // pst[252]
            Pair::new(130, 30),    // pst[253]
            Pair::new(387, 142),   // pst[254]
            Pair::new(9, 117),     // pst[255]
            Pair::new(178, -63),   // pst[256]
            Pair::new(44, 5),      // pst[257]
            Pair::new(41, -290),   // pst[258]
            Pair::new(58, 181),    // pst[259]
            Pair::new(-110, 331),  // pst[260]
            Pair::new(72, -356),   // pst[261]
            Pair::new(-261, 318),  // pst[262]
            Pair::new(231, 279),   // pst[263]
            Pair::new(125, 167),   // pst[264]
            Pair::new(-121, -61),  // pst[265]
            Pair::new(-109, -300), // pst[266]
            Pair::new(-65, 252),   // pst[267]
            Pair::new(-110, 289),  // pst[268]
            Pair::new(-100, -15),  // pst[269]
            Pair::new(15, 101),    // pst[270]
            Pair::new(58, 27),     // pst[271]
            Pair::new(-46, -31),   // pst[272]
            Pair::new(-161, 295),  // pst[273]
            Pair::new(-264, -75),  // pst[274]
            Pair::new(-216, -372), // pst[275]
            Pair::new(-294, 337),  // pst[276]
            Pair::new(-139, 6),    // pst[277]
            Pair::new(-79, 267),   // pst[278]
            Pair::new(59, -81),    // pst[279]
            Pair::new(24, -58),    // pst[280]
            Pair::new(-4, 91),     // pst[281]
            Pair::new(46, -169),   // pst[282]
            Pair::new(-163, 124),  // pst[283]
            Pair::new(-258, 112),  // pst[284]
            Pair::new(-123, 130),  // pst[285]
            Pair::new(-160, 287),  // pst[286]
            Pair::new(-7, 425),    // pst[287]
            Pair::new(169, -39),   // pst[288]
            Pair::new(1, 60),      // pst[289]
            Pair::new(-25, -98),   // pst[290]
            Pair::new(59, 454),    // pst[291]
            Pair::new(129, 42),    // pst[292]
            Pair::new(128, 200),   // pst[293]
            Pair::new(104, 66),    // pst[294]
            Pair::new(-8, 141),    // pst[295]
            Pair::new(-18, 385),   // pst[296]
            Pair::new(224, 125),   // pst[297]
            Pair::new(-42, -27),   // pst[298]
            Pair::new(252, 26),    // pst[299]
            Pair::new(-175, 161),  // pst[300]
            Pair::new(81, 5),      // pst[301]
            Pair::new(343, 289),   // pst[302]
            Pair::new(79, 370),    // pst[303]
            Pair::new(-18, -294),  // pst[304]
            Pair::new(141, 198),   // pst[305]
            Pair::new(248, -81),   // pst[306]
            Pair::new(350, 367),   // pst[307]
            Pair::new(244, 79),    // pst[308]
            Pair::new(178, 165),   // pst[309]
            Pair::new(57, 111),    // pst[310]
            Pair::new(-3, -31),    // pst[311]
            Pair::new(-47, 142),   // pst[312]
            Pair::new(91, -115),   // pst[313]
            Pair::new(-200, -11),  // pst[314]
            Pair::new(389, -8),    // pst[315]
            Pair::new(390, -245),  // pst[316]
            Pair::new(-157, -245), // pst[317]
            Pair::new(99, 147),    // pst[318]
            Pair::new(-99, 118),   // pst[319]
            Pair::new(-178, 81),   // pst[320]
            Pair::new(120, -34),   // pst[321]
            Pair::new(138, -18),   // pst[322]
            Pair::new(-34, -15),   // pst[323]
            Pair::new(89, 21),     // pst[324]
            Pair::new(2, -6),      // pst[325]
            Pair::new(216, 35),    // pst[326]
            Pair::new(69, 103),    // pst[327]
            Pair::new(225, -14),   // pst[328]
            Pair::new(-240, 26),   // pst[329]
            Pair::new(-9, -55),    // pst[330]
            Pair::new(-186, -40),  // pst[331]
            Pair::new(-190, 27),   // pst[332]
            Pair::new(-187, 22),   // pst[333]
            Pair::new(32, 2),      // pst[334]
            Pair::new(155, 46),    // pst[335]
            Pair::new(196, -81),   // pst[336]
            Pair::new(-395, -9),   // pst[337]
            Pair::new(-419, -10),  // pst[338]
            Pair::new(-338, -7),   // pst[339]
            Pair::new(-184, -40),  // pst[340]
            Pair::new(-465, -1),   // pst[341]
            Pair::new(76, -68),    // pst[342]
            Pair::new(-53, -62),   // pst[343]
            Pair::new(219, 3),     // pst[344]
            Pair::new(-222, 56),   // pst[345]
            Pair::new(-328, 11),   // pst[346]
            Pair::new(-68, 30),    // pst[347]
            Pair::new(-133, 1),    // pst[348]
            Pair::new(-304, 25),   // pst[349]
            Pair::new(-87, -72),   // pst[350]
            Pair::new(87, 62),     // pst[351]
            Pair::new(-221, -171), // pst[352]
            Pair::new(16, -12),    // pst[353]
            Pair::new(-336, 8),    // pst[354]
            Pair::new(-204, -39),  // pst[355]
            Pair::new(92, -35),    // pst[356]
            Pair::new(233, -71),   // pst[357]
            Pair::new(45, 55),     // pst[358]
            Pair::new(-293, -107), // pst[359]
            Pair::new(-83, 13),    // pst[360]
            Pair::new(-208, -8),   // pst[361]
            Pair::new(-78, -45),   // pst[362]
            Pair::new(52, -45),    // pst[363]
            Pair::new(241, -213),  // pst[364]
            Pair::new(20, -75),    // pst[365]
            Pair::new(-238, 72),   // pst[366]
            Pair::new(-32, 43),    // pst[367]
            Pair::new(-172, -36),  // pst[368]
            Pair::new(-128, -99),  // pst[369]
            Pair::new(-185, -46),  // pst[370]
            Pair::new(-24, -55),   // pst[371]
            Pair::new(268, -34),   // pst[372]
            Pair::new(-193, -8),   // pst[373]
            Pair::new(-107, 150),  // pst[374]
            Pair::new(-80, 111),   // pst[375]
            Pair::new(-197, -420), // pst[376]
            Pair::new(-264, -205), // pst[377]
            Pair::new(-181, -311), // pst[378]
            Pair::new(-202, -189), // pst[379]
            Pair::new(-214, -42),  // pst[380]
            Pair::new(-519, -37),  // pst[381]
            Pair::new(-138, 61),   // pst[382]
            Pair::new(-100, 48),   // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-61, 18),  // mobility_knight[0]
            Pair::new(-37, 49),  // mobility_knight[1]
            Pair::new(-31, 90),  // mobility_knight[2]
            Pair::new(-16, 120), // mobility_knight[3]
            Pair::new(9, 131),   // mobility_knight[4]
            Pair::new(11, 155),  // mobility_knight[5]
            Pair::new(46, 155),  // mobility_knight[6]
            Pair::new(70, 175),  // mobility_knight[7]
            Pair::new(89, 181),  // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-103, -40), // mobility_bishop[0]
            Pair::new(-88, 0),    // mobility_bishop[1]
            Pair::new(-50, 8),    // mobility_bishop[2]
            Pair::new(-22, 23),   // mobility_bishop[3]
            Pair::new(5, 42),     // mobility_bishop[4]
            Pair::new(19, 66),    // mobility_bishop[5]
            Pair::new(35, 66),    // mobility_bishop[6]
            Pair::new(45, 66),    // mobility_bishop[7]
            Pair::new(48, 66),    // mobility_bishop[8]
            Pair::new(48, 100),   // mobility_bishop[9]
            Pair::new(48, 100),   // mobility_bishop[10]
            Pair::new(48, 146),   // mobility_bishop[11]
            Pair::new(48, 162),   // mobility_bishop[12]
            Pair::new(48, 175),   // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-462, -485), // mobility_rook[0]
            Pair::new(-112, -103), // mobility_rook[1]
            Pair::new(-74, -50),   // mobility_rook[2]
            Pair::new(-58, -2),    // mobility_rook[3]
            Pair::new(-30, 49),    // mobility_rook[4]
            Pair::new(-12, 59),    // mobility_rook[5]
            Pair::new(4, 63),      // mobility_rook[6]
            Pair::new(38, 74),     // mobility_rook[7]
            Pair::new(42, 119),    // mobility_rook[8]
            Pair::new(42, 151),    // mobility_rook[9]
            Pair::new(99, 151),    // mobility_rook[10]
            Pair::new(143, 151),   // mobility_rook[11]
            Pair::new(209, 151),   // mobility_rook[12]
            Pair::new(238, 151),   // mobility_rook[13]
            Pair::new(238, 151),   // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(-119, -225), // mobility_queen[0]
            Pair::new(-119, -225), // mobility_queen[1]
            Pair::new(-119, -225), // mobility_queen[2]
            Pair::new(-104, -211), // mobility_queen[3]
            Pair::new(-97, -184),  // mobility_queen[4]
            Pair::new(-78, -106),  // mobility_queen[5]
            Pair::new(-78, 8),     // mobility_queen[6]
            Pair::new(-69, 74),    // mobility_queen[7]
            Pair::new(-45, 75),    // mobility_queen[8]
            Pair::new(-37, 154),   // mobility_queen[9]
            Pair::new(-26, 174),   // mobility_queen[10]
            Pair::new(-17, 226),   // mobility_queen[11]
            Pair::new(16, 234),    // mobility_queen[12]
            Pair::new(16, 238),    // mobility_queen[13]
            Pair::new(53, 238),    // mobility_queen[14]
            Pair::new(59, 238),    // mobility_queen[15]
            Pair::new(75, 238),    // mobility_queen[16]
            Pair::new(103, 238),   // mobility_queen[17]
            Pair::new(103, 238),   // mobility_queen[18]
            Pair::new(103, 238),   // mobility_queen[19]
            Pair::new(103, 238),   // mobility_queen[20]
            Pair::new(250, 238),   // mobility_queen[21]
            Pair::new(250, 238),   // mobility_queen[22]
            Pair::new(250, 238),   // mobility_queen[23]
            Pair::new(259, 238),   // mobility_queen[24]
            Pair::new(261, 238),   // mobility_queen[25]
            Pair::new(283, 238),   // mobility_queen[26]
            Pair::new(289, 238),   // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(0, 0),     // passed[0]
            Pair::new(27, 42),   // passed[1]
            Pair::new(105, 66),  // passed[2]
            Pair::new(0, 23),    // passed[3]
            Pair::new(63, -41),  // passed[4]
            Pair::new(-5, 79),   // passed[5]
            Pair::new(183, 270), // passed[6]
            Pair::new(0, 0),     // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(0, 0),       // passed_blocked[0]
            Pair::new(185, -45),   // passed_blocked[1]
            Pair::new(128, -131),  // passed_blocked[2]
            Pair::new(-9, -100),   // passed_blocked[3]
            Pair::new(-155, -70),  // passed_blocked[4]
            Pair::new(-133, -109), // passed_blocked[5]
            Pair::new(-295, -150), // passed_blocked[6]
            Pair::new(0, 0),       // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(0, 0),     // connected[0]
            Pair::new(14, -13),  // connected[1]
            Pair::new(19, 16),   // connected[2]
            Pair::new(10, 8),    // connected[3]
            Pair::new(6, -8),    // connected[4]
            Pair::new(-36, 141), // connected[5]
            Pair::new(-24, 164), // connected[6]
            Pair::new(14, 14),   // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(12, 3)]),
    ("doubled", &[Pair::new(-14, -22)]),
    ("backward", &[Pair::new(17, -24)]),
    ("bishop_pair", &[Pair::new(47, 180)]),
    ("rook_open", &[Pair::new(289, 67)]),
    ("rook_semi_open", &[Pair::new(26, -12)]),
    (
        "shelter",
        &[
            Pair::new(-57, 18), // shelter[0]
            Pair::new(-16, -6), // shelter[1]
            Pair::new(10, -23), // shelter[2]
            Pair::new(39, -11), // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(-9, -39),  // king_attack[0]
            Pair::new(-70, 0),   // king_attack[1]
            Pair::new(225, -38), // king_attack[2]
            Pair::new(22, 80),   // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(87, 88)]),
    ("threat_by_minor", &[Pair::new(45, 70)]),
    ("threat_by_rook", &[Pair::new(-4, 235)]),
    (
        "safe_check",
        &[
            Pair::new(-15, 28), // safe_check[0]
            Pair::new(4, 53),   // safe_check[1]
            Pair::new(190, 46), // safe_check[2]
            Pair::new(55, 61),  // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(28, 70)]),
    ("king_weak_squares", &[Pair::new(-9, -1)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),     // king_attackers[0]
            Pair::new(68, 19),   // king_attackers[1]
            Pair::new(107, 6),   // king_attackers[2]
            Pair::new(181, -62), // king_attackers[3]
            Pair::new(-49, -95), // king_attackers[4]
            Pair::new(77, -175), // king_attackers[5]
            Pair::new(0, 0),     // king_attackers[6]
            Pair::new(0, 0),     // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(-60, 67), // passed_own_king[0]
            Pair::new(359, 41), // passed_own_king[1]
            Pair::new(289, 27), // passed_own_king[2]
            Pair::new(-49, 30), // passed_own_king[3]
            Pair::new(-70, 36), // passed_own_king[4]
            Pair::new(-31, 33), // passed_own_king[5]
            Pair::new(-7, 29),  // passed_own_king[6]
            Pair::new(-13, 38), // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(-9, 22),  // passed_their_king[0]
            Pair::new(-19, 72), // passed_their_king[1]
            Pair::new(15, 49),  // passed_their_king[2]
            Pair::new(47, 41),  // passed_their_king[3]
            Pair::new(14, 55),  // passed_their_king[4]
            Pair::new(7, 66),   // passed_their_king[5]
            Pair::new(59, 49),  // passed_their_king[6]
            Pair::new(70, 41),  // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(0, 0),      // passed_free[0]
            Pair::new(-123, 1),   // passed_free[1]
            Pair::new(-49, 41),   // passed_free[2]
            Pair::new(-27, -36),  // passed_free[3]
            Pair::new(-63, 53),   // passed_free[4]
            Pair::new(-18, 146),  // passed_free[5]
            Pair::new(-166, 244), // passed_free[6]
            Pair::new(0, 0),      // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(-9, -13)]),
    (
        "outpost",
        &[
            Pair::new(-41, -21), // outpost[0]
            Pair::new(26, 45),   // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(-3, -9)]),
    ("bishop_pawns", &[Pair::new(-13, -1)]),
    (
        "king_file",
        &[
            Pair::new(-38, 61),  // king_file[0]
            Pair::new(-161, 33), // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(25, 16), // king_danger_bucket[0]
            Pair::new(25, 16), // king_danger_bucket[1]
            Pair::new(25, 16), // king_danger_bucket[2]
            Pair::new(25, 16), // king_danger_bucket[3]
            Pair::new(25, 16), // king_danger_bucket[4]
            Pair::new(25, 16), // king_danger_bucket[5]
            Pair::new(25, 16), // king_danger_bucket[6]
            Pair::new(25, 16), // king_danger_bucket[7]
            Pair::new(25, 16), // king_danger_bucket[8]
            Pair::new(25, 16), // king_danger_bucket[9]
            Pair::new(25, 16), // king_danger_bucket[10]
            Pair::new(25, 16), // king_danger_bucket[11]
            Pair::new(25, 16), // king_danger_bucket[12]
            Pair::new(25, 16), // king_danger_bucket[13]
            Pair::new(25, 16), // king_danger_bucket[14]
            Pair::new(25, 18), // king_danger_bucket[15]
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
            Pair::new(-85, -96), // shelter_file[0]
            Pair::new(2, 17),    // shelter_file[1]
            Pair::new(25, 13),   // shelter_file[2]
            Pair::new(26, 33),   // shelter_file[3]
            Pair::new(-18, 65),  // shelter_file[4]
            Pair::new(-58, 33),  // shelter_file[5]
            Pair::new(-16, -96), // shelter_file[6]
            Pair::new(-11, 16),  // shelter_file[7]
            Pair::new(43, 23),   // shelter_file[8]
            Pair::new(65, 35),   // shelter_file[9]
            Pair::new(35, 68),   // shelter_file[10]
            Pair::new(41, 7),    // shelter_file[11]
            Pair::new(-83, -74), // shelter_file[12]
            Pair::new(-7, -6),   // shelter_file[13]
            Pair::new(20, 35),   // shelter_file[14]
            Pair::new(14, 22),   // shelter_file[15]
            Pair::new(15, 26),   // shelter_file[16]
            Pair::new(14, 27),   // shelter_file[17]
            Pair::new(8, -64),   // shelter_file[18]
            Pair::new(-11, 16),  // shelter_file[19]
            Pair::new(-18, 15),  // shelter_file[20]
            Pair::new(14, -10),  // shelter_file[21]
            Pair::new(20, -33),  // shelter_file[22]
            Pair::new(-7, 6),    // shelter_file[23]
            Pair::new(0, 0),     // shelter_file[24]
            Pair::new(-21, -4),  // shelter_file[25]
            Pair::new(46, 0),    // shelter_file[26]
            Pair::new(85, 7),    // shelter_file[27]
            Pair::new(87, 1),    // shelter_file[28]
            Pair::new(23, 8),    // shelter_file[29]
            Pair::new(0, 0),     // shelter_file[30]
            Pair::new(-7, 19),   // shelter_file[31]
            Pair::new(-5, 13),   // shelter_file[32]
            Pair::new(6, 12),    // shelter_file[33]
            Pair::new(22, 35),   // shelter_file[34]
            Pair::new(-48, -38), // shelter_file[35]
            Pair::new(0, 0),     // shelter_file[36]
            Pair::new(-27, -33), // shelter_file[37]
            Pair::new(8, 21),    // shelter_file[38]
            Pair::new(-1, 18),   // shelter_file[39]
            Pair::new(38, -55),  // shelter_file[40]
            Pair::new(17, 6),    // shelter_file[41]
            Pair::new(0, 0),     // shelter_file[42]
            Pair::new(-10, -7),  // shelter_file[43]
            Pair::new(15, 3),    // shelter_file[44]
            Pair::new(-8, 11),   // shelter_file[45]
            Pair::new(-2, 0),    // shelter_file[46]
            Pair::new(4, 4),     // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(-15, -96),  // pawn_storm[0]
            Pair::new(71, -22),   // pawn_storm[1]
            Pair::new(-102, 103), // pawn_storm[2]
            Pair::new(-31, 32),   // pawn_storm[3]
            Pair::new(14, 5),     // pawn_storm[4]
            Pair::new(31, -22),   // pawn_storm[5]
            Pair::new(-64, -105), // pawn_storm[6]
            Pair::new(-12, -36),  // pawn_storm[7]
            Pair::new(-21, 16),   // pawn_storm[8]
            Pair::new(-22, -12),  // pawn_storm[9]
            Pair::new(26, 34),    // pawn_storm[10]
            Pair::new(19, -4),    // pawn_storm[11]
            Pair::new(-67, -110), // pawn_storm[12]
            Pair::new(-7, -20),   // pawn_storm[13]
            Pair::new(-102, -19), // pawn_storm[14]
            Pair::new(-34, 9),    // pawn_storm[15]
            Pair::new(-2, 18),    // pawn_storm[16]
            Pair::new(7, 21),     // pawn_storm[17]
            Pair::new(-99, -125), // pawn_storm[18]
            Pair::new(-57, 6),    // pawn_storm[19]
            Pair::new(-95, 28),   // pawn_storm[20]
            Pair::new(-38, 11),   // pawn_storm[21]
            Pair::new(-2, 18),    // pawn_storm[22]
            Pair::new(22, -1),    // pawn_storm[23]
            Pair::new(0, 0),      // pawn_storm[24]
            Pair::new(0, 0),      // pawn_storm[25]
            Pair::new(-41, -37),  // pawn_storm[26]
            Pair::new(-5, 16),    // pawn_storm[27]
            Pair::new(19, -7),    // pawn_storm[28]
            Pair::new(0, 0),      // pawn_storm[29]
            Pair::new(0, 0),      // pawn_storm[30]
            Pair::new(0, 0),      // pawn_storm[31]
            Pair::new(-12, -21),  // pawn_storm[32]
            Pair::new(11, 77),    // pawn_storm[33]
            Pair::new(19, 21),    // pawn_storm[34]
            Pair::new(0, 0),      // pawn_storm[35]
            Pair::new(0, 0),      // pawn_storm[36]
            Pair::new(2, 24),     // pawn_storm[37]
            Pair::new(32, 38),    // pawn_storm[38]
            Pair::new(-8, 60),    // pawn_storm[39]
            Pair::new(6, 43),     // pawn_storm[40]
            Pair::new(0, 0),      // pawn_storm[41]
            Pair::new(0, 0),      // pawn_storm[42]
            Pair::new(0, 1),      // pawn_storm[43]
            Pair::new(12, 12),    // pawn_storm[44]
            Pair::new(46, 42),    // pawn_storm[45]
            Pair::new(29, 29),    // pawn_storm[46]
            Pair::new(0, 0),      // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(-9, 13),  // threat_minor_on[0]
            Pair::new(37, -11), // threat_minor_on[1]
            Pair::new(-6, 22),  // threat_minor_on[2]
            Pair::new(-11, 42), // threat_minor_on[3]
            Pair::new(43, 102), // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(-7, 19),  // threat_rook_on[0]
            Pair::new(0, 17),   // threat_rook_on[1]
            Pair::new(-5, 9),   // threat_rook_on[2]
            Pair::new(16, -61), // threat_rook_on[3]
            Pair::new(46, -39), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(-9, -23)]),
    ("pawn_push_threat", &[Pair::new(17, 15)]),
    ("restricted", &[Pair::new(-1, -12)]),
    ("space", &[Pair::new(-2, -4)]),
    (
        "passed_safe_path",
        &[
            Pair::new(0, 0),     // passed_safe_path[0]
            Pair::new(64, 12),   // passed_safe_path[1]
            Pair::new(49, -31),  // passed_safe_path[2]
            Pair::new(-6, 76),   // passed_safe_path[3]
            Pair::new(39, 117),  // passed_safe_path[4]
            Pair::new(13, 109),  // passed_safe_path[5]
            Pair::new(108, 116), // passed_safe_path[6]
            Pair::new(0, 0),     // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(37, 22),   // king_defenders[0]
            Pair::new(-8, 12),   // king_defenders[1]
            Pair::new(-28, -7),  // king_defenders[2]
            Pair::new(-34, -73), // king_defenders[3]
            Pair::new(-15, -73), // king_defenders[4]
            Pair::new(66, -55),  // king_defenders[5]
            Pair::new(0, 0),     // king_defenders[6]
            Pair::new(0, 0),     // king_defenders[7]
            Pair::new(0, 0),     // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, -10)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),     // knight_king_distance[0]
            Pair::new(-26, 7),   // knight_king_distance[1]
            Pair::new(17, -28),  // knight_king_distance[2]
            Pair::new(3, -27),   // knight_king_distance[3]
            Pair::new(21, -31),  // knight_king_distance[4]
            Pair::new(-3, -4),   // knight_king_distance[5]
            Pair::new(26, -16),  // knight_king_distance[6]
            Pair::new(38, -45),  // knight_king_distance[7]
            Pair::new(0, 0),     // knight_king_distance[8]
            Pair::new(12, -25),  // knight_king_distance[9]
            Pair::new(-13, -11), // knight_king_distance[10]
            Pair::new(23, 3),    // knight_king_distance[11]
            Pair::new(13, -4),   // knight_king_distance[12]
            Pair::new(2, -16),   // knight_king_distance[13]
            Pair::new(-22, -8),  // knight_king_distance[14]
            Pair::new(-6, -17),  // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(34, -23)]),
    ("queen_relative_pin", &[Pair::new(-35, 21)]),
    ("rook_on_seventh", &[Pair::new(-16, 30)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(16, -55),  // rook_behind_passer[0]
            Pair::new(-93, -96), // rook_behind_passer[1]
        ],
    ),
    (
        "king_flank_attack",
        &[
            Pair::new(10, 6), // king_flank_attack[0]
            Pair::new(6, 5),  // king_flank_attack[1]
            Pair::new(1, -6), // king_flank_attack[2]
        ],
    ),
    (
        "king_blockers",
        &[
            Pair::new(11, 7),  // king_blockers[0]
            Pair::new(59, 17), // king_blockers[1]
        ],
    ),
    (
        "complexity",
        &[
            Pair::new(0, 5),   // complexity[0]
            Pair::new(0, 39),  // complexity[1]
            Pair::new(0, 70),  // complexity[2]
            Pair::new(0, -79), // complexity[3]
        ],
    ),
];
