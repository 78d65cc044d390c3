//! The racingkings evaluation weights, fitted by `ferrum tune --variant racingkings`.
//! Fitted to Fairy-Stockfish 11.1's judgement in round 3: 196,612 positions (shards
//! rk-selfplay-1..5 of `bench/variants/data`, 12,500 self-play games, and rk-versus-1, 400 games
//! of round 1's weights against Fairy-Stockfish; depth-8 labels), targets the labels' win
//! probability alone, held out: rk-validation-1 and -2 (8,794 positions, depth 10). The chess
//! terms alone (`--only chess`: the race rows held), `--score-weight 1 --score-scale 1.8407
//! --monotone`, no prior (held-out 0.038823 with `--prior 20000 --prior-centre start`), starting
//! from round 1's set (rk-selfplay-1 alone); best held-out check at epoch 225, lr 1, K 1.9107,
//! MSE 0.045968 -> 0.042880, held-out MSE 0.038992 -> 0.037772.

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
            Pair::new(217, 108), // material[1]
            Pair::new(291, 57),  // material[2]
            Pair::new(399, 424), // material[3]
            Pair::new(909, 547), // material[4]
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
            Pair::new(-34, -44),   // pst[64]
            Pair::new(-418, 372),  // pst[65]
            Pair::new(-314, 295),  // pst[66]
            Pair::new(-331, 364),  // pst[67]
            Pair::new(151, -96),   // pst[68]
            Pair::new(-30, 64),    // pst[69]
            Pair::new(330, -343),  // pst[70]
            Pair::new(61, 316),    // pst[71]
            Pair::new(-321, 251),  // pst[72]
            Pair::new(-397, 358),  // pst[73]
            Pair::new(-91, 66),    // pst[74]
            Pair::new(74, 102),    // pst[75]
            Pair::new(108, -8),    // pst[76]
            Pair::new(-58, -22),   // pst[77]
            Pair::new(29, -25),    // pst[78]
            Pair::new(153, 235),   // pst[79]
            Pair::new(-294, 286),  // pst[80]
            Pair::new(-16, 50),    // pst[81]
            Pair::new(-89, 240),   // pst[82]
            Pair::new(115, 17),    // pst[83]
            Pair::new(-306, 272),  // pst[84]
            Pair::new(52, -14),    // pst[85]
            Pair::new(-97, 108),   // pst[86]
            Pair::new(191, -395),  // pst[87]
            Pair::new(165, 53),    // pst[88]
            Pair::new(-81, 175),   // pst[89]
            Pair::new(99, 67),     // pst[90]
            Pair::new(188, -25),   // pst[91]
            Pair::new(214, -25),   // pst[92]
            Pair::new(129, -93),   // pst[93]
            Pair::new(128, -2),    // pst[94]
            Pair::new(285, -185),  // pst[95]
            Pair::new(233, -223),  // pst[96]
            Pair::new(-291, 431),  // pst[97]
            Pair::new(212, -76),   // pst[98]
            Pair::new(117, -28),   // pst[99]
            Pair::new(246, -76),   // pst[100]
            Pair::new(143, -71),   // pst[101]
            Pair::new(-236, 179),  // pst[102]
            Pair::new(13, 56),     // pst[103]
            Pair::new(16, -14),    // pst[104]
            Pair::new(-49, 40),    // pst[105]
            Pair::new(51, 31),     // pst[106]
            Pair::new(88, -78),    // pst[107]
            Pair::new(121, 34),    // pst[108]
            Pair::new(-79, 143),   // pst[109]
            Pair::new(92, -3),     // pst[110]
            Pair::new(92, -123),   // pst[111]
            Pair::new(-401, 193),  // pst[112]
            Pair::new(-597, 456),  // pst[113]
            Pair::new(-16, 48),    // pst[114]
            Pair::new(154, -113),  // pst[115]
            Pair::new(-33, 55),    // pst[116]
            Pair::new(-20, 47),    // pst[117]
            Pair::new(-127, 235),  // pst[118]
            Pair::new(-128, 116),  // pst[119]
            Pair::new(-837, -896), // pst[120]
            Pair::new(-202, 102),  // pst[121]
            Pair::new(-479, 356),  // pst[122]
            Pair::new(204, -133),  // pst[123]
            Pair::new(-262, 357),  // pst[124]
            Pair::new(-188, 50),   // pst[125]
            Pair::new(69, -225),   // pst[126]
            Pair::new(-69, -6),    // pst[127]
            Pair::new(-270, 372),  // pst[128]
            Pair::new(-308, 173),  // pst[129]
            Pair::new(-109, -82),  // pst[130]
            Pair::new(-583, 362),  // pst[131]
            Pair::new(-10, -92),   // pst[132]
            Pair::new(-2, -18),    // pst[133]
            Pair::new(144, -36),   // pst[134]
            Pair::new(178, -126),  // pst[135]
            Pair::new(-94, -190),  // pst[136]
            Pair::new(-6, 80),     // pst[137]
            Pair::new(-89, -7),    // pst[138]
            Pair::new(-297, 322),  // pst[139]
            Pair::new(-187, 179),  // pst[140]
            Pair::new(323, -261),  // pst[141]
            Pair::new(154, 6),     // pst[142]
            Pair::new(57, 154),    // pst[143]
            Pair::new(47, 84),     // pst[144]
            Pair::new(-82, 95),    // pst[145]
            Pair::new(302, -406),  // pst[146]
            Pair::new(-70, 102),   // pst[147]
            Pair::new(274, -190),  // pst[148]
            Pair::new(91, 39),     // pst[149]
            Pair::new(28, 75),     // pst[150]
            Pair::new(2, -60),     // pst[151]
            Pair::new(-18, -224),  // pst[152]
            Pair::new(-251, 187),  // pst[153]
            Pair::new(-73, 47),    // pst[154]
            Pair::new(420, -242),  // pst[155]
            Pair::new(-64, 153),   // pst[156]
            Pair::new(140, -42),   // pst[157]
            Pair::new(-326, 266),  // pst[158]
            Pair::new(17, 77),     // pst[159]
            Pair::new(14, 76),     // pst[160]
            Pair::new(-402, 307),  // pst[161]
            Pair::new(277, -47),   // pst[162]
            Pair::new(-12, 149),   // pst[163]
            Pair::new(367, -150),  // pst[164]
            Pair::new(-131, 144),  // pst[165]
            Pair::new(-395, 184),  // pst[166]
            Pair::new(201, -443),  // pst[167]
            Pair::new(-134, -27),  // pst[168]
            Pair::new(-90, 131),   // pst[169]
            Pair::new(84, 130),    // pst[170]
            Pair::new(81, 47),     // pst[171]
            Pair::new(45, -48),    // pst[172]
            Pair::new(161, -94),   // pst[173]
            Pair::new(-152, 166),  // pst[174]
            Pair::new(45, -351),   // pst[175]
            Pair::new(275, -280),  // pst[176]
            Pair::new(208, -121),  // pst[177]
            Pair::new(287, -159),  // pst[178]
            Pair::new(-54, 8),     // pst[179]
            Pair::new(-110, 181),  // pst[180]
            Pair::new(-130, 179),  // pst[181]
            Pair::new(8, -154),    // pst[182]
            Pair::new(-207, -57),  // pst[183]
            Pair::new(60, 52),     // pst[184]
            Pair::new(6, 69),      // pst[185]
            Pair::new(32, 44),     // pst[186]
            Pair::new(-26, -27),   // pst[187]
            Pair::new(90, -133),   // pst[188]
            Pair::new(-31, -229),  // pst[189]
            Pair::new(-318, 122),  // pst[190]
            Pair::new(49, 0),      // pst[191]
            Pair::new(-253, -101), // pst[192]
            Pair::new(160, -45),   // pst[193]
            Pair::new(-278, 78),   // pst[194]
            Pair::new(-120, 101),  // pst[195]
            Pair::new(-194, 194),  // pst[196]
            Pair::new(-68, -69),   // pst[197]
            Pair::new(51, -188),   // pst[198]
            Pair::new(-97, -141),  // pst[199]
            Pair::new(296, -476),  // pst[200]
            Pair::new(249, 46),    // pst[201]
            Pair::new(-180, 354),  // pst[202]
            Pair::new(-57, 59),    // pst[203]
            Pair::new(114, 28),    // pst[204]
            Pair::new(-6, 39),     // pst[205]
            Pair::new(-31, -65),   // pst[206]
            Pair::new(0, -278),    // pst[207]
            Pair::new(-88, 182),   // pst[208]
            Pair::new(92, 170),    // pst[209]
            Pair::new(0, 308),     // pst[210]
            Pair::new(8, 190),     // pst[211]
            Pair::new(11, 108),    // pst[212]
            Pair::new(17, 116),    // pst[213]
            Pair::new(-28, -11),   // pst[214]
            Pair::new(-61, -129),  // pst[215]
            Pair::new(-174, 123),  // pst[216]
            Pair::new(15, 141),    // pst[217]
            Pair::new(-8, 146),    // pst[218]
            Pair::new(67, 33),     // pst[219]
            Pair::new(-96, 177),   // pst[220]
            Pair::new(-38, -44),   // pst[221]
            Pair::new(53, -84),    // pst[222]
            Pair::new(-138, -47),  // pst[223]
            Pair::new(-55, -1),    // pst[224]
            Pair::new(-101, 203),  // pst[225]
            Pair::new(-121, 125),  // pst[226]
            Pair::new(-93, 182),   // pst[227]
            Pair::new(-91, 156),   // pst[228]
            Pair::new(85, -11),    // pst[229]
            Pair::new(59, 65),     // pst[230]
            Pair::new(-91, 154),   // pst[231]
            Pair::new(-74, 78),    // pst[232]
            Pair::new(-124, 143),  // pst[233]
            Pair::new(-4, 73),     // pst[234]
            Pair::new(136, 6),     // pst[235]
            Pair::new(42, 149),    // pst[236]
            Pair::new(168, 97),    // pst[237]
            Pair::new(184, 90),    // pst[238]
            Pair::new(-83, 181),   // pst[239]
            Pair::new(-210, 88),   // pst[240]
            Pair::new(-105, 121),  // pst[241]
            Pair::new(-13, 53),    // pst[242]
            Pair::new(35, 75),     // pst[243]
            Pair::new(74, 49),     // pst[244]
            Pair::new(1, 184),     // pst[245]
            Pair::new(236, 49),    // pst[246]
            Pair::new(-102, 163),  // pst[247]
            Pair::new(-43, -218),  // pst[248]
            Pair::new(28, -62),    // pst[249]
            Pair::new(12, -216),   // pst[250]
            Pair::new(58, -141),   // pst[251]
            Pair::new(-228, 153),  // pst[252]
            Pair::new(-117, -91),  // pst[253]
            Pair::new(198, -95),   // pst[254]
            Pair::new(-113, -135), // pst[255]
            Pair::new(-123, -125), // pst[256]
            Pair::new(-236, 15),   // pst[257]
            Pair::new(-323, -7),   // pst[258]
            Pair::new(-25, -338),  // pst[259]
            Pair::new(-251, 19),   // pst[260]
            Pair::new(6, -267),    // pst[261]
            Pair::new(-181, 63),   // pst[262]
            Pair::new(49, -258),   // pst[263]
            Pair::new(138, -251),  // pst[264]
            Pair::new(152, -169),  // pst[265]
            Pair::new(235, -163),  // pst[266]
            Pair::new(-170, 207),  // pst[267]
            Pair::new(128, -99),   // pst[268]
            Pair::new(74, -311),   // pst[269]
            Pair::new(65, -468),   // pst[270]
            Pair::new(51, -415),   // pst[271]
            Pair::new(-79, 13),    // pst[272]
            Pair::new(-58, 19),    // pst[273]
            Pair::new(34, 152),    // pst[274]
            Pair::new(43, -5),     // pst[275]
            Pair::new(-3, -80),    // pst[276]
            Pair::new(2, -70),     // pst[277]
            Pair::new(-275, 106),  // pst[278]
            Pair::new(67, -332),   // pst[279]
            Pair::new(13, -241),   // pst[280]
            Pair::new(-409, 280),  // pst[281]
            Pair::new(96, -31),    // pst[282]
            Pair::new(153, -231),  // pst[283]
            Pair::new(54, -136),   // pst[284]
            Pair::new(73, -83),    // pst[285]
            Pair::new(-223, 121),  // pst[286]
            Pair::new(-249, 10),   // pst[287]
            Pair::new(-198, -192), // pst[288]
            Pair::new(-597, 422),  // pst[289]
            Pair::new(19, -7),     // pst[290]
            Pair::new(69, -76),    // pst[291]
            Pair::new(0, -1),      // pst[292]
            Pair::new(305, -338),  // pst[293]
            Pair::new(-75, -92),   // pst[294]
            Pair::new(-74, 98),    // pst[295]
            Pair::new(-118, 39),   // pst[296]
            Pair::new(-93, 115),   // pst[297]
            Pair::new(-20, 52),    // pst[298]
            Pair::new(-37, 55),    // pst[299]
            Pair::new(106, 13),    // pst[300]
            Pair::new(345, -416),  // pst[301]
            Pair::new(127, -54),   // pst[302]
            Pair::new(139, -283),  // pst[303]
            Pair::new(-203, -12),  // pst[304]
            Pair::new(-165, 34),   // pst[305]
            Pair::new(87, -72),    // pst[306]
            Pair::new(86, -129),   // pst[307]
            Pair::new(-17, 115),   // pst[308]
            Pair::new(48, 18),     // pst[309]
            Pair::new(3, -25),     // pst[310]
            Pair::new(-44, 81),    // pst[311]
            Pair::new(-55, 93),    // pst[312]
            Pair::new(190, -469),  // pst[313]
            Pair::new(18, -100),   // pst[314]
            Pair::new(168, -250),  // pst[315]
            Pair::new(-62, -12),   // pst[316]
            Pair::new(68, -229),   // pst[317]
            Pair::new(100, -801),  // pst[318]
            Pair::new(58, -473),   // pst[319]
            Pair::new(28, 1),      // pst[320]
            Pair::new(117, 104),   // pst[321]
            Pair::new(274, -64),   // pst[322]
            Pair::new(-374, -55),  // pst[323]
            Pair::new(-450, -258), // pst[324]
            Pair::new(-426, -372), // pst[325]
            Pair::new(-704, -265), // pst[326]
            Pair::new(-232, -611), // pst[327]
            Pair::new(969, -277),  // pst[328]
            Pair::new(746, 69),    // pst[329]
            Pair::new(936, 243),   // pst[330]
            Pair::new(559, 177),   // pst[331]
            Pair::new(-45, -33),   // pst[332]
            Pair::new(-454, -49),  // pst[333]
            Pair::new(-527, -178), // pst[334]
            Pair::new(-230, -378), // pst[335]
            Pair::new(469, 100),   // pst[336]
            Pair::new(481, 214),   // pst[337]
            Pair::new(1009, 7),    // pst[338]
            Pair::new(448, 437),   // pst[339]
            Pair::new(-318, 321),  // pst[340]
            Pair::new(-270, -56),  // pst[341]
            Pair::new(-421, -53),  // pst[342]
            Pair::new(-285, -126), // pst[343]
            Pair::new(170, -117),  // pst[344]
            Pair::new(71, 139),    // pst[345]
            Pair::new(252, 225),   // pst[346]
            Pair::new(774, -23),   // pst[347]
            Pair::new(43, 271),    // pst[348]
            Pair::new(-112, 141),  // pst[349]
            Pair::new(-312, 124),  // pst[350]
            Pair::new(-246, 73),   // pst[351]
            Pair::new(-299, -22),  // pst[352]
            Pair::new(-284, 36),   // pst[353]
            Pair::new(-171, 48),   // pst[354]
            Pair::new(108, 188),   // pst[355]
            Pair::new(633, 129),   // pst[356]
            Pair::new(432, 73),    // pst[357]
            Pair::new(137, 125),   // pst[358]
            Pair::new(51, 60),     // pst[359]
            Pair::new(-432, -128), // pst[360]
            Pair::new(-508, -38),  // pst[361]
            Pair::new(-599, 180),  // pst[362]
            Pair::new(-138, 288),  // pst[363]
            Pair::new(600, 259),   // pst[364]
            Pair::new(980, 46),    // pst[365]
            Pair::new(787, -103),  // pst[366]
            Pair::new(853, -405),  // pst[367]
            Pair::new(-506, -199), // pst[368]
            Pair::new(-564, -298), // pst[369]
            Pair::new(-374, -352), // pst[370]
            Pair::new(-174, 17),   // pst[371]
            Pair::new(-31, 601),   // pst[372]
            Pair::new(608, 401),   // pst[373]
            Pair::new(792, 17),    // pst[374]
            Pair::new(745, -262),  // pst[375]
            Pair::new(-708, -222), // pst[376]
            Pair::new(-944, -148), // pst[377]
            Pair::new(-467, -423), // pst[378]
            Pair::new(-35, -347),  // pst[379]
            Pair::new(-120, -219), // pst[380]
            Pair::new(-172, 153),  // pst[381]
            Pair::new(230, 428),   // pst[382]
            Pair::new(-159, -84),  // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-60, -113), // mobility_knight[0]
            Pair::new(-54, -19),  // mobility_knight[1]
            Pair::new(-54, 22),   // mobility_knight[2]
            Pair::new(-54, 22),   // mobility_knight[3]
            Pair::new(10, 84),    // mobility_knight[4]
            Pair::new(55, 84),    // mobility_knight[5]
            Pair::new(75, 84),    // mobility_knight[6]
            Pair::new(109, 84),   // mobility_knight[7]
            Pair::new(123, 84),   // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-552, -483), // mobility_bishop[0]
            Pair::new(-38, 62),    // mobility_bishop[1]
            Pair::new(6, 110),     // mobility_bishop[2]
            Pair::new(6, 110),     // mobility_bishop[3]
            Pair::new(6, 110),     // mobility_bishop[4]
            Pair::new(66, 110),    // mobility_bishop[5]
            Pair::new(118, 110),   // mobility_bishop[6]
            Pair::new(118, 110),   // mobility_bishop[7]
            Pair::new(125, 110),   // mobility_bishop[8]
            Pair::new(125, 110),   // mobility_bishop[9]
            Pair::new(131, 110),   // mobility_bishop[10]
            Pair::new(131, 110),   // mobility_bishop[11]
            Pair::new(153, 110),   // mobility_bishop[12]
            Pair::new(168, 145),   // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-111, -109), // mobility_rook[0]
            Pair::new(-84, 38),    // mobility_rook[1]
            Pair::new(-36, 358),   // mobility_rook[2]
            Pair::new(89, 358),    // mobility_rook[3]
            Pair::new(89, 358),    // mobility_rook[4]
            Pair::new(124, 358),   // mobility_rook[5]
            Pair::new(130, 358),   // mobility_rook[6]
            Pair::new(151, 358),   // mobility_rook[7]
            Pair::new(169, 358),   // mobility_rook[8]
            Pair::new(182, 358),   // mobility_rook[9]
            Pair::new(193, 358),   // mobility_rook[10]
            Pair::new(193, 358),   // mobility_rook[11]
            Pair::new(210, 358),   // mobility_rook[12]
            Pair::new(210, 358),   // mobility_rook[13]
            Pair::new(210, 358),   // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(-168, -149), // mobility_queen[0]
            Pair::new(-168, -149), // mobility_queen[1]
            Pair::new(-168, -94),  // mobility_queen[2]
            Pair::new(-168, -94),  // mobility_queen[3]
            Pair::new(-168, -94),  // mobility_queen[4]
            Pair::new(-168, -94),  // mobility_queen[5]
            Pair::new(-121, -94),  // mobility_queen[6]
            Pair::new(-97, -94),   // mobility_queen[7]
            Pair::new(-87, -86),   // mobility_queen[8]
            Pair::new(-87, -86),   // mobility_queen[9]
            Pair::new(-87, -86),   // mobility_queen[10]
            Pair::new(-87, -86),   // mobility_queen[11]
            Pair::new(-58, -86),   // mobility_queen[12]
            Pair::new(-58, -86),   // mobility_queen[13]
            Pair::new(-58, -57),   // mobility_queen[14]
            Pair::new(-27, -57),   // mobility_queen[15]
            Pair::new(-27, -41),   // mobility_queen[16]
            Pair::new(-27, -41),   // mobility_queen[17]
            Pair::new(-27, -41),   // mobility_queen[18]
            Pair::new(-27, -41),   // mobility_queen[19]
            Pair::new(-27, -35),   // mobility_queen[20]
            Pair::new(-27, -35),   // mobility_queen[21]
            Pair::new(-27, -35),   // mobility_queen[22]
            Pair::new(-27, -32),   // mobility_queen[23]
            Pair::new(-27, -19),   // mobility_queen[24]
            Pair::new(-27, -19),   // mobility_queen[25]
            Pair::new(-27, 85),    // mobility_queen[26]
            Pair::new(-27, 85),    // mobility_queen[27]
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
    ("bishop_pair", &[Pair::new(323, -86)]),
    ("rook_open", &[Pair::new(-1, -224)]),
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
            Pair::new(13, 45), // king_attack[0]
            Pair::new(-7, 49), // king_attack[1]
            Pair::new(24, 6),  // king_attack[2]
            Pair::new(-13, 0), // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(44, 49)]),
    ("threat_by_minor", &[Pair::new(52, -138)]),
    ("threat_by_rook", &[Pair::new(297, -168)]),
    (
        "safe_check",
        &[
            Pair::new(-3, 4),   // safe_check[0]
            Pair::new(24, -37), // safe_check[1]
            Pair::new(55, -5),  // safe_check[2]
            Pair::new(20, -5),  // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(-2, 17)]),
    ("king_weak_squares", &[Pair::new(20, 7)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),     // king_attackers[0]
            Pair::new(-12, -1),  // king_attackers[1]
            Pair::new(4, -9),    // king_attackers[2]
            Pair::new(11, -15),  // king_attackers[3]
            Pair::new(-6, 19),   // king_attackers[4]
            Pair::new(15, 12),   // king_attackers[5]
            Pair::new(-77, 108), // king_attackers[6]
            Pair::new(-13, -3),  // king_attackers[7]
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
    ("hanging", &[Pair::new(-31, 19)]),
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
            Pair::new(-19, -37), // king_danger_bucket[0]
            Pair::new(-19, -37), // king_danger_bucket[1]
            Pair::new(-19, -37), // king_danger_bucket[2]
            Pair::new(-19, -37), // king_danger_bucket[3]
            Pair::new(-19, -37), // king_danger_bucket[4]
            Pair::new(-19, -37), // king_danger_bucket[5]
            Pair::new(-19, -37), // king_danger_bucket[6]
            Pair::new(-19, -36), // king_danger_bucket[7]
            Pair::new(-8, -36),  // king_danger_bucket[8]
            Pair::new(-8, -25),  // king_danger_bucket[9]
            Pair::new(-8, -22),  // king_danger_bucket[10]
            Pair::new(0, -22),   // king_danger_bucket[11]
            Pair::new(19, -4),   // king_danger_bucket[12]
            Pair::new(19, -4),   // king_danger_bucket[13]
            Pair::new(19, 1),    // king_danger_bucket[14]
            Pair::new(24, 1),    // king_danger_bucket[15]
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
            Pair::new(0, 0),     // shelter_file[0]
            Pair::new(0, 0),     // shelter_file[1]
            Pair::new(0, 0),     // shelter_file[2]
            Pair::new(0, 0),     // shelter_file[3]
            Pair::new(0, 0),     // shelter_file[4]
            Pair::new(61, -15),  // shelter_file[5]
            Pair::new(0, 0),     // shelter_file[6]
            Pair::new(0, 0),     // shelter_file[7]
            Pair::new(0, 0),     // shelter_file[8]
            Pair::new(0, 0),     // shelter_file[9]
            Pair::new(0, 0),     // shelter_file[10]
            Pair::new(-33, 20),  // shelter_file[11]
            Pair::new(0, 0),     // shelter_file[12]
            Pair::new(0, 0),     // shelter_file[13]
            Pair::new(0, 0),     // shelter_file[14]
            Pair::new(0, 0),     // shelter_file[15]
            Pair::new(0, 0),     // shelter_file[16]
            Pair::new(33, -20),  // shelter_file[17]
            Pair::new(0, 0),     // shelter_file[18]
            Pair::new(0, 0),     // shelter_file[19]
            Pair::new(0, 0),     // shelter_file[20]
            Pair::new(0, 0),     // shelter_file[21]
            Pair::new(0, 0),     // shelter_file[22]
            Pair::new(64, -20),  // shelter_file[23]
            Pair::new(0, 0),     // shelter_file[24]
            Pair::new(0, 0),     // shelter_file[25]
            Pair::new(0, 0),     // shelter_file[26]
            Pair::new(0, 0),     // shelter_file[27]
            Pair::new(0, 0),     // shelter_file[28]
            Pair::new(-78, 20),  // shelter_file[29]
            Pair::new(0, 0),     // shelter_file[30]
            Pair::new(0, 0),     // shelter_file[31]
            Pair::new(0, 0),     // shelter_file[32]
            Pair::new(0, 0),     // shelter_file[33]
            Pair::new(0, 0),     // shelter_file[34]
            Pair::new(61, -15),  // shelter_file[35]
            Pair::new(0, 0),     // shelter_file[36]
            Pair::new(0, 0),     // shelter_file[37]
            Pair::new(0, 0),     // shelter_file[38]
            Pair::new(0, 0),     // shelter_file[39]
            Pair::new(0, 0),     // shelter_file[40]
            Pair::new(71, -3),   // shelter_file[41]
            Pair::new(0, 0),     // shelter_file[42]
            Pair::new(0, 0),     // shelter_file[43]
            Pair::new(0, 0),     // shelter_file[44]
            Pair::new(0, 0),     // shelter_file[45]
            Pair::new(0, 0),     // shelter_file[46]
            Pair::new(-42, -19), // shelter_file[47]
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
            Pair::new(-64, 20), // pawn_storm[5]
            Pair::new(0, 0),    // pawn_storm[6]
            Pair::new(0, 0),    // pawn_storm[7]
            Pair::new(0, 0),    // pawn_storm[8]
            Pair::new(0, 0),    // pawn_storm[9]
            Pair::new(0, 0),    // pawn_storm[10]
            Pair::new(42, 19),  // pawn_storm[11]
            Pair::new(0, 0),    // pawn_storm[12]
            Pair::new(0, 0),    // pawn_storm[13]
            Pair::new(0, 0),    // pawn_storm[14]
            Pair::new(0, 0),    // pawn_storm[15]
            Pair::new(0, 0),    // pawn_storm[16]
            Pair::new(78, -20), // pawn_storm[17]
            Pair::new(0, 0),    // pawn_storm[18]
            Pair::new(0, 0),    // pawn_storm[19]
            Pair::new(0, 0),    // pawn_storm[20]
            Pair::new(0, 0),    // pawn_storm[21]
            Pair::new(0, 0),    // pawn_storm[22]
            Pair::new(37, -26), // pawn_storm[23]
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
            Pair::new(120, -72), // threat_minor_on[1]
            Pair::new(122, -74), // threat_minor_on[2]
            Pair::new(78, 67),   // threat_minor_on[3]
            Pair::new(-30, 90),  // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(0, 0),      // threat_rook_on[0]
            Pair::new(50, -136),  // threat_rook_on[1]
            Pair::new(41, -129),  // threat_rook_on[2]
            Pair::new(83, 43),    // threat_rook_on[3]
            Pair::new(-321, 234), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(27, -18)]),
    ("pawn_push_threat", &[Pair::new(0, 0)]),
    ("restricted", &[Pair::new(4, 34)]),
    ("space", &[Pair::new(77, -206)]),
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
            Pair::new(-26, -1),  // king_defenders[0]
            Pair::new(11, 65),   // king_defenders[1]
            Pair::new(11, 82),   // king_defenders[2]
            Pair::new(-13, 135), // king_defenders[3]
            Pair::new(3, -1),    // king_defenders[4]
            Pair::new(0, 0),     // king_defenders[5]
            Pair::new(0, 0),     // king_defenders[6]
            Pair::new(0, 0),     // king_defenders[7]
            Pair::new(0, 0),     // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, 0)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),      // knight_king_distance[0]
            Pair::new(-149, 17),  // knight_king_distance[1]
            Pair::new(-77, -15),  // knight_king_distance[2]
            Pair::new(-86, -35),  // knight_king_distance[3]
            Pair::new(-31, -95),  // knight_king_distance[4]
            Pair::new(47, -169),  // knight_king_distance[5]
            Pair::new(-10, -19),  // knight_king_distance[6]
            Pair::new(145, -9),   // knight_king_distance[7]
            Pair::new(0, 0),      // knight_king_distance[8]
            Pair::new(-67, -16),  // knight_king_distance[9]
            Pair::new(-30, -65),  // knight_king_distance[10]
            Pair::new(-45, -40),  // knight_king_distance[11]
            Pair::new(-25, -57),  // knight_king_distance[12]
            Pair::new(-73, -44),  // knight_king_distance[13]
            Pair::new(-59, -87),  // knight_king_distance[14]
            Pair::new(-127, -36), // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(-86, 38)]),
    ("queen_relative_pin", &[Pair::new(-166, 228)]),
    ("rook_on_seventh", &[Pair::new(463, -131)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(0, 0), // rook_behind_passer[0]
            Pair::new(0, 0), // rook_behind_passer[1]
        ],
    ),
    (
        "king_flank_attack",
        &[
            Pair::new(0, 2),   // king_flank_attack[0]
            Pair::new(4, -17), // king_flank_attack[1]
            Pair::new(-10, 1), // king_flank_attack[2]
        ],
    ),
    (
        "king_blockers",
        &[
            Pair::new(134, 95),  // king_blockers[0]
            Pair::new(-76, -21), // king_blockers[1]
        ],
    ),
    (
        "complexity",
        &[
            Pair::new(0, 0),   // complexity[0]
            Pair::new(0, 0),   // complexity[1]
            Pair::new(0, 0),   // complexity[2]
            Pair::new(0, -68), // complexity[3]
        ],
    ),
];
