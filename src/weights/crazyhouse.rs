//! The crazyhouse evaluation weights, fitted by `ferrum tune --variant crazyhouse`.
//! Fitted to Fairy-Stockfish 11.1's judgement: 35,791 positions of 2,500 crazyhouse self-play
//! games (shard zh-selfplay-1 of `bench/variants/data`, depth-8 labels), targets the labels'
//! win probability alone (scale 0.7123), held out: zh-validation-1 (2,932 positions, depth 10).
//! `--score-weight 1 --prior 300 --monotone`, best held-out check at epoch 425 of 2000, lr 1,
//! K 0.5501, MSE 0.038945 -> 0.028144, held-out MSE 0.036135 -> 0.028285.

use super::layout::{assemble, Named};
use super::params::{NUM_PARAMS, TERMS};
use super::{variant_chess, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, variant_chess::TUNED, FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(142, 72),  // material[0]
            Pair::new(299, 455), // material[1]
            Pair::new(437, 437), // material[2]
            Pair::new(335, 421), // material[3]
            Pair::new(701, 560), // material[4]
            Pair::new(0, 0),     // material[5]
        ],
    ),
    (
        "pst",
        &[
            Pair::new(0, 0),      // pst[0]
            Pair::new(0, 0),      // pst[1]
            Pair::new(0, 0),      // pst[2]
            Pair::new(0, 0),      // pst[3]
            Pair::new(0, 0),      // pst[4]
            Pair::new(0, 0),      // pst[5]
            Pair::new(0, 0),      // pst[6]
            Pair::new(0, 0),      // pst[7]
            Pair::new(6, 0),      // pst[8]
            Pair::new(12, 53),    // pst[9]
            Pair::new(2, 52),     // pst[10]
            Pair::new(-76, -31),  // pst[11]
            Pair::new(-62, 2),    // pst[12]
            Pair::new(36, 2),     // pst[13]
            Pair::new(79, 10),    // pst[14]
            Pair::new(18, 6),     // pst[15]
            Pair::new(8, -52),    // pst[16]
            Pair::new(-14, -9),   // pst[17]
            Pair::new(11, -11),   // pst[18]
            Pair::new(-21, 10),   // pst[19]
            Pair::new(-28, 21),   // pst[20]
            Pair::new(-35, 21),   // pst[21]
            Pair::new(51, -57),   // pst[22]
            Pair::new(-5, 7),     // pst[23]
            Pair::new(-16, 5),    // pst[24]
            Pair::new(-44, -15),  // pst[25]
            Pair::new(-3, 19),    // pst[26]
            Pair::new(18, 16),    // pst[27]
            Pair::new(14, -3),    // pst[28]
            Pair::new(18, -22),   // pst[29]
            Pair::new(-23, -92),  // pst[30]
            Pair::new(-14, 11),   // pst[31]
            Pair::new(-37, -4),   // pst[32]
            Pair::new(-53, -13),  // pst[33]
            Pair::new(-12, -7),   // pst[34]
            Pair::new(2, -60),    // pst[35]
            Pair::new(31, 6),     // pst[36]
            Pair::new(36, 1),     // pst[37]
            Pair::new(6, 5),      // pst[38]
            Pair::new(-5, -1),    // pst[39]
            Pair::new(-64, 49),   // pst[40]
            Pair::new(-4, 58),    // pst[41]
            Pair::new(31, 5),     // pst[42]
            Pair::new(48, 8),     // pst[43]
            Pair::new(82, 11),    // pst[44]
            Pair::new(65, 51),    // pst[45]
            Pair::new(75, 46),    // pst[46]
            Pair::new(34, 14),    // pst[47]
            Pair::new(-5, -10),   // pst[48]
            Pair::new(-6, -7),    // pst[49]
            Pair::new(-40, -7),   // pst[50]
            Pair::new(-23, 139),  // pst[51]
            Pair::new(7, 1),      // pst[52]
            Pair::new(-14, 3),    // pst[53]
            Pair::new(45, 66),    // pst[54]
            Pair::new(51, 11),    // pst[55]
            Pair::new(0, 0),      // pst[56]
            Pair::new(0, 0),      // pst[57]
            Pair::new(0, 0),      // pst[58]
            Pair::new(0, 0),      // pst[59]
            Pair::new(0, 0),      // pst[60]
            Pair::new(0, 0),      // pst[61]
            Pair::new(0, 0),      // pst[62]
            Pair::new(0, 0),      // pst[63]
            Pair::new(-136, -26), // pst[64]
            Pair::new(48, -88),   // pst[65]
            Pair::new(-33, -41),  // pst[66]
            Pair::new(-30, 8),    // pst[67]
            Pair::new(17, -37),   // pst[68]
            Pair::new(-60, 24),   // pst[69]
            Pair::new(28, -25),   // pst[70]
            Pair::new(-32, 57),   // pst[71]
            Pair::new(-56, 121),  // pst[72]
            Pair::new(-29, -4),   // pst[73]
            Pair::new(23, 18),    // pst[74]
            Pair::new(-44, -122), // pst[75]
            Pair::new(4, 3),      // pst[76]
            Pair::new(52, -54),   // pst[77]
            Pair::new(-17, 3),    // pst[78]
            Pair::new(10, -32),   // pst[79]
            Pair::new(33, 0),     // pst[80]
            Pair::new(-36, -21),  // pst[81]
            Pair::new(5, 41),     // pst[82]
            Pair::new(-12, -14),  // pst[83]
            Pair::new(-35, 104),  // pst[84]
            Pair::new(33, 8),     // pst[85]
            Pair::new(-7, -5),    // pst[86]
            Pair::new(20, 35),    // pst[87]
            Pair::new(12, -27),   // pst[88]
            Pair::new(-12, -45),  // pst[89]
            Pair::new(-2, -5),    // pst[90]
            Pair::new(28, -25),   // pst[91]
            Pair::new(-18, 39),   // pst[92]
            Pair::new(54, -86),   // pst[93]
            Pair::new(36, 61),    // pst[94]
            Pair::new(-5, -40),   // pst[95]
            Pair::new(13, 25),    // pst[96]
            Pair::new(38, -77),   // pst[97]
            Pair::new(4, -10),    // pst[98]
            Pair::new(9, 79),     // pst[99]
            Pair::new(45, 136),   // pst[100]
            Pair::new(21, 25),    // pst[101]
            Pair::new(4, 34),     // pst[102]
            Pair::new(22, 9),     // pst[103]
            Pair::new(28, 7),     // pst[104]
            Pair::new(0, -82),    // pst[105]
            Pair::new(-20, 8),    // pst[106]
            Pair::new(88, 25),    // pst[107]
            Pair::new(-58, -22),  // pst[108]
            Pair::new(34, -6),    // pst[109]
            Pair::new(51, 180),   // pst[110]
            Pair::new(19, 28),    // pst[111]
            Pair::new(-40, -12),  // pst[112]
            Pair::new(-30, 69),   // pst[113]
            Pair::new(-46, -12),  // pst[114]
            Pair::new(33, -110),  // pst[115]
            Pair::new(12, -38),   // pst[116]
            Pair::new(27, -10),   // pst[117]
            Pair::new(-42, -4),   // pst[118]
            Pair::new(1, -33),    // pst[119]
            Pair::new(-44, -8),   // pst[120]
            Pair::new(-37, -26),  // pst[121]
            Pair::new(-35, -16),  // pst[122]
            Pair::new(-65, -11),  // pst[123]
            Pair::new(-2, -65),   // pst[124]
            Pair::new(-29, -35),  // pst[125]
            Pair::new(-141, -36), // pst[126]
            Pair::new(3, 1),      // pst[127]
            Pair::new(-1, -2),    // pst[128]
            Pair::new(2, -133),   // pst[129]
            Pair::new(10, -58),   // pst[130]
            Pair::new(-48, -9),   // pst[131]
            Pair::new(-35, 5),    // pst[132]
            Pair::new(-22, -45),  // pst[133]
            Pair::new(-19, 41),   // pst[134]
            Pair::new(-47, -26),  // pst[135]
            Pair::new(-6, -24),   // pst[136]
            Pair::new(-8, -6),    // pst[137]
            Pair::new(22, -31),   // pst[138]
            Pair::new(-18, -79),  // pst[139]
            Pair::new(-21, 37),   // pst[140]
            Pair::new(-3, 16),    // pst[141]
            Pair::new(41, 45),    // pst[142]
            Pair::new(-15, -7),   // pst[143]
            Pair::new(-10, -133), // pst[144]
            Pair::new(18, -4),    // pst[145]
            Pair::new(-37, 3),    // pst[146]
            Pair::new(28, 18),    // pst[147]
            Pair::new(17, 45),    // pst[148]
            Pair::new(-34, -17),  // pst[149]
            Pair::new(49, 31),    // pst[150]
            Pair::new(39, 87),    // pst[151]
            Pair::new(-40, 61),   // pst[152]
            Pair::new(-6, 27),    // pst[153]
            Pair::new(13, -20),   // pst[154]
            Pair::new(56, 15),    // pst[155]
            Pair::new(31, 7),     // pst[156]
            Pair::new(50, 12),    // pst[157]
            Pair::new(7, 87),     // pst[158]
            Pair::new(8, 1),      // pst[159]
            Pair::new(-15, -8),   // pst[160]
            Pair::new(7, 44),     // pst[161]
            Pair::new(55, 41),    // pst[162]
            Pair::new(20, 70),    // pst[163]
            Pair::new(38, 55),    // pst[164]
            Pair::new(16, 4),     // pst[165]
            Pair::new(44, -122),  // pst[166]
            Pair::new(2, 8),      // pst[167]
            Pair::new(-52, -8),   // pst[168]
            Pair::new(9, 45),     // pst[169]
            Pair::new(-15, 7),    // pst[170]
            Pair::new(10, 20),    // pst[171]
            Pair::new(51, 2),     // pst[172]
            Pair::new(50, 12),    // pst[173]
            Pair::new(48, 12),    // pst[174]
            Pair::new(-3, -129),  // pst[175]
            Pair::new(-110, -11), // pst[176]
            Pair::new(-64, 91),   // pst[177]
            Pair::new(-66, -9),   // pst[178]
            Pair::new(-16, -27),  // pst[179]
            Pair::new(-18, -3),   // pst[180]
            Pair::new(-4, -14),   // pst[181]
            Pair::new(7, -86),    // pst[182]
            Pair::new(-53, 60),   // pst[183]
            Pair::new(-25, 6),    // pst[184]
            Pair::new(2, 0),      // pst[185]
            Pair::new(-93, -1),   // pst[186]
            Pair::new(1, -3),     // pst[187]
            Pair::new(15, 3),     // pst[188]
            Pair::new(-15, 86),   // pst[189]
            Pair::new(16, 3),     // pst[190]
            Pair::new(17, -4),    // pst[191]
            Pair::new(-15, -43),  // pst[192]
            Pair::new(-77, -32),  // pst[193]
            Pair::new(-63, -4),   // pst[194]
            Pair::new(0, 11),     // pst[195]
            Pair::new(19, -7),    // pst[196]
            Pair::new(122, 53),   // pst[197]
            Pair::new(-24, 13),   // pst[198]
            Pair::new(52, 17),    // pst[199]
            Pair::new(-28, 178),  // pst[200]
            Pair::new(-22, 34),   // pst[201]
            Pair::new(3, -100),   // pst[202]
            Pair::new(-10, -2),   // pst[203]
            Pair::new(29, -56),   // pst[204]
            Pair::new(78, -1),    // pst[205]
            Pair::new(5, -65),    // pst[206]
            Pair::new(-22, 4),    // pst[207]
            Pair::new(-8, -81),   // pst[208]
            Pair::new(-12, 34),   // pst[209]
            Pair::new(0, -24),    // pst[210]
            Pair::new(-25, 32),   // pst[211]
            Pair::new(-44, -3),   // pst[212]
            Pair::new(-27, 64),   // pst[213]
            Pair::new(23, 57),    // pst[214]
            Pair::new(11, -142),  // pst[215]
            Pair::new(-35, -38),  // pst[216]
            Pair::new(-26, 1),    // pst[217]
            Pair::new(-7, -33),   // pst[218]
            Pair::new(4, 0),      // pst[219]
            Pair::new(-8, 1),     // pst[220]
            Pair::new(7, -3),     // pst[221]
            Pair::new(7, 2),      // pst[222]
            Pair::new(52, 2),     // pst[223]
            Pair::new(-17, 148),  // pst[224]
            Pair::new(-20, -3),   // pst[225]
            Pair::new(5, 93),     // pst[226]
            Pair::new(5, 1),      // pst[227]
            Pair::new(-13, -7),   // pst[228]
            Pair::new(-8, -1),    // pst[229]
            Pair::new(31, 2),     // pst[230]
            Pair::new(19, 7),     // pst[231]
            Pair::new(-60, -24),  // pst[232]
            Pair::new(-17, -38),  // pst[233]
            Pair::new(82, -3),    // pst[234]
            Pair::new(-18, 0),    // pst[235]
            Pair::new(10, 0),     // pst[236]
            Pair::new(-22, 4),    // pst[237]
            Pair::new(-18, 5),    // pst[238]
            Pair::new(4, 2),      // pst[239]
            Pair::new(-11, -7),   // pst[240]
            Pair::new(6, -54),    // pst[241]
            Pair::new(17, 2),     // pst[242]
            Pair::new(-1, -14),   // pst[243]
            Pair::new(16, 14),    // pst[244]
            Pair::new(27, 10),    // pst[245]
            Pair::new(-3, 1),     // pst[246]
            Pair::new(-30, -9),   // pst[247]
            Pair::new(94, 2),     // pst[248]
            Pair::new(24, 20),    // pst[249]
            Pair::new(141, -2),   // pst[250]
            Pair::new(60, 4),     // pst[251]
            Pair::new(23, 15),    // pst[252]
            Pair::new(17, 17),    // pst[253]
            Pair::new(36, -2),    // pst[254]
            Pair::new(57, -37),   // pst[255]
            Pair::new(-72, 65),   // pst[256]
            Pair::new(-51, -176), // pst[257]
            Pair::new(-22, -63),  // pst[258]
            Pair::new(-5, -8),    // pst[259]
            Pair::new(-29, -2),   // pst[260]
            Pair::new(-22, 10),   // pst[261]
            Pair::new(-3, -2),    // pst[262]
            Pair::new(3, -2),     // pst[263]
            Pair::new(-16, -60),  // pst[264]
            Pair::new(-10, -5),   // pst[265]
            Pair::new(22, -6),    // pst[266]
            Pair::new(9, -30),    // pst[267]
            Pair::new(39, 9),     // pst[268]
            Pair::new(2, 38),     // pst[269]
            Pair::new(-6, -3),    // pst[270]
            Pair::new(25, -4),    // pst[271]
            Pair::new(-48, -15),  // pst[272]
            Pair::new(-46, -16),  // pst[273]
            Pair::new(-52, -60),  // pst[274]
            Pair::new(-13, -131), // pst[275]
            Pair::new(-15, -4),   // pst[276]
            Pair::new(-13, -12),  // pst[277]
            Pair::new(2, 88),     // pst[278]
            Pair::new(-7, 6),     // pst[279]
            Pair::new(8, -3),     // pst[280]
            Pair::new(-1, -13),   // pst[281]
            Pair::new(-27, -6),   // pst[282]
            Pair::new(13, 0),     // pst[283]
            Pair::new(21, -7),    // pst[284]
            Pair::new(19, 3),     // pst[285]
            Pair::new(13, -11),   // pst[286]
            Pair::new(17, 3),     // pst[287]
            Pair::new(-19, 4),    // pst[288]
            Pair::new(-11, 2),    // pst[289]
            Pair::new(-8, -27),   // pst[290]
            Pair::new(-2, -4),    // pst[291]
            Pair::new(12, 3),     // pst[292]
            Pair::new(-10, -5),   // pst[293]
            Pair::new(26, 15),    // pst[294]
            Pair::new(63, 6),     // pst[295]
            Pair::new(-9, -9),    // pst[296]
            Pair::new(10, 0),     // pst[297]
            Pair::new(-12, -4),   // pst[298]
            Pair::new(-1, -3),    // pst[299]
            Pair::new(-11, 2),    // pst[300]
            Pair::new(-1, -3),    // pst[301]
            Pair::new(38, 111),   // pst[302]
            Pair::new(31, -19),   // pst[303]
            Pair::new(14, -64),   // pst[304]
            Pair::new(-14, -3),   // pst[305]
            Pair::new(44, -23),   // pst[306]
            Pair::new(18, 9),     // pst[307]
            Pair::new(-12, -3),   // pst[308]
            Pair::new(17, 5),     // pst[309]
            Pair::new(43, 40),    // pst[310]
            Pair::new(25, -6),    // pst[311]
            Pair::new(6, -27),    // pst[312]
            Pair::new(-4, -21),   // pst[313]
            Pair::new(125, -7),   // pst[314]
            Pair::new(65, -5),    // pst[315]
            Pair::new(7, 25),     // pst[316]
            Pair::new(3, -37),    // pst[317]
            Pair::new(68, 3),     // pst[318]
            Pair::new(122, 20),   // pst[319]
            Pair::new(11, 3),     // pst[320]
            Pair::new(2, 35),     // pst[321]
            Pair::new(-5, -10),   // pst[322]
            Pair::new(-82, -30),  // pst[323]
            Pair::new(56, 4),     // pst[324]
            Pair::new(-92, -40),  // pst[325]
            Pair::new(-1, 22),    // pst[326]
            Pair::new(71, 35),    // pst[327]
            Pair::new(-20, 90),   // pst[328]
            Pair::new(57, 2),     // pst[329]
            Pair::new(22, 15),    // pst[330]
            Pair::new(-20, -7),   // pst[331]
            Pair::new(-37, -7),   // pst[332]
            Pair::new(55, 6),     // pst[333]
            Pair::new(54, -12),   // pst[334]
            Pair::new(62, 50),    // pst[335]
            Pair::new(-86, -73),  // pst[336]
            Pair::new(-16, -4),   // pst[337]
            Pair::new(3, 8),      // pst[338]
            Pair::new(-98, -11),  // pst[339]
            Pair::new(-19, -27),  // pst[340]
            Pair::new(-35, -9),   // pst[341]
            Pair::new(11, -42),   // pst[342]
            Pair::new(-24, -58),  // pst[343]
            Pair::new(-12, -2),   // pst[344]
            Pair::new(-31, -1),   // pst[345]
            Pair::new(-42, 6),    // pst[346]
            Pair::new(-129, -1),  // pst[347]
            Pair::new(-34, -1),   // pst[348]
            Pair::new(-1, 0),     // pst[349]
            Pair::new(-139, -5),  // pst[350]
            Pair::new(-60, -22),  // pst[351]
            Pair::new(0, 0),      // pst[352]
            Pair::new(-57, 0),    // pst[353]
            Pair::new(-83, 0),    // pst[354]
            Pair::new(-35, -2),   // pst[355]
            Pair::new(-1, 0),     // pst[356]
            Pair::new(-34, -3),   // pst[357]
            Pair::new(-67, 1),    // pst[358]
            Pair::new(-4, 0),     // pst[359]
            Pair::new(0, 0),      // pst[360]
            Pair::new(0, 0),      // pst[361]
            Pair::new(0, 0),      // pst[362]
            Pair::new(0, 0),      // pst[363]
            Pair::new(0, 0),      // pst[364]
            Pair::new(0, 0),      // pst[365]
            Pair::new(0, 0),      // pst[366]
            Pair::new(0, 0),      // pst[367]
            Pair::new(0, 0),      // pst[368]
            Pair::new(0, 0),      // pst[369]
            Pair::new(0, 0),      // pst[370]
            Pair::new(0, 0),      // pst[371]
            Pair::new(0, 0),      // pst[372]
            Pair::new(-32, 0),    // pst[373]
            Pair::new(0, 0),      // pst[374]
            Pair::new(-1, 0),     // pst[375]
            Pair::new(0, -6),     // pst[376]
            Pair::new(-2, 0),     // pst[377]
            Pair::new(0, 0),      // pst[378]
            Pair::new(0, 0),      // pst[379]
            Pair::new(0, 0),      // pst[380]
            Pair::new(-14, 0),    // pst[381]
            Pair::new(0, 0),      // pst[382]
            Pair::new(-1, 0),     // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-152, -32), // mobility_knight[0]
            Pair::new(-61, -32),  // mobility_knight[1]
            Pair::new(-35, -32),  // mobility_knight[2]
            Pair::new(3, 13),     // mobility_knight[3]
            Pair::new(15, 13),    // mobility_knight[4]
            Pair::new(36, 13),    // mobility_knight[5]
            Pair::new(54, 17),    // mobility_knight[6]
            Pair::new(54, 17),    // mobility_knight[7]
            Pair::new(54, 20),    // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-145, -138), // mobility_bishop[0]
            Pair::new(-100, -64),  // mobility_bishop[1]
            Pair::new(-40, 25),    // mobility_bishop[2]
            Pair::new(-22, 25),    // mobility_bishop[3]
            Pair::new(-4, 25),     // mobility_bishop[4]
            Pair::new(22, 25),     // mobility_bishop[5]
            Pair::new(31, 25),     // mobility_bishop[6]
            Pair::new(46, 25),     // mobility_bishop[7]
            Pair::new(46, 25),     // mobility_bishop[8]
            Pair::new(46, 25),     // mobility_bishop[9]
            Pair::new(46, 25),     // mobility_bishop[10]
            Pair::new(46, 25),     // mobility_bishop[11]
            Pair::new(46, 25),     // mobility_bishop[12]
            Pair::new(46, 25),     // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-149, -85), // mobility_rook[0]
            Pair::new(-107, -56), // mobility_rook[1]
            Pair::new(-64, -56),  // mobility_rook[2]
            Pair::new(-43, -23),  // mobility_rook[3]
            Pair::new(-9, 17),    // mobility_rook[4]
            Pair::new(27, 17),    // mobility_rook[5]
            Pair::new(35, 17),    // mobility_rook[6]
            Pair::new(35, 17),    // mobility_rook[7]
            Pair::new(35, 17),    // mobility_rook[8]
            Pair::new(35, 17),    // mobility_rook[9]
            Pair::new(35, 17),    // mobility_rook[10]
            Pair::new(35, 17),    // mobility_rook[11]
            Pair::new(35, 17),    // mobility_rook[12]
            Pair::new(35, 17),    // mobility_rook[13]
            Pair::new(35, 17),    // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(-106, -30), // mobility_queen[0]
            Pair::new(-106, -30), // mobility_queen[1]
            Pair::new(-106, -25), // mobility_queen[2]
            Pair::new(-90, -25),  // mobility_queen[3]
            Pair::new(-84, -18),  // mobility_queen[4]
            Pair::new(-72, -18),  // mobility_queen[5]
            Pair::new(-59, -18),  // mobility_queen[6]
            Pair::new(-31, -18),  // mobility_queen[7]
            Pair::new(-24, -18),  // mobility_queen[8]
            Pair::new(-7, -18),   // mobility_queen[9]
            Pair::new(2, -18),    // mobility_queen[10]
            Pair::new(2, -18),    // mobility_queen[11]
            Pair::new(2, -10),    // mobility_queen[12]
            Pair::new(2, 0),      // mobility_queen[13]
            Pair::new(2, 0),      // mobility_queen[14]
            Pair::new(2, 0),      // mobility_queen[15]
            Pair::new(2, 0),      // mobility_queen[16]
            Pair::new(2, 0),      // mobility_queen[17]
            Pair::new(2, 0),      // mobility_queen[18]
            Pair::new(2, 0),      // mobility_queen[19]
            Pair::new(2, 0),      // mobility_queen[20]
            Pair::new(2, 0),      // mobility_queen[21]
            Pair::new(2, 0),      // mobility_queen[22]
            Pair::new(2, 0),      // mobility_queen[23]
            Pair::new(2, 0),      // mobility_queen[24]
            Pair::new(2, 0),      // mobility_queen[25]
            Pair::new(2, 0),      // mobility_queen[26]
            Pair::new(2, 0),      // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(0, 0),     // passed[0]
            Pair::new(-25, 9),   // passed[1]
            Pair::new(-20, 133), // passed[2]
            Pair::new(27, 17),   // passed[3]
            Pair::new(-17, -25), // passed[4]
            Pair::new(4, 29),    // passed[5]
            Pair::new(8, 85),    // passed[6]
            Pair::new(0, 0),     // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(0, 0),    // passed_blocked[0]
            Pair::new(-10, 3),  // passed_blocked[1]
            Pair::new(-16, 7),  // passed_blocked[2]
            Pair::new(1, 5),    // passed_blocked[3]
            Pair::new(-15, 20), // passed_blocked[4]
            Pair::new(-50, 14), // passed_blocked[5]
            Pair::new(-31, 27), // passed_blocked[6]
            Pair::new(0, 0),    // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(0, 0),     // connected[0]
            Pair::new(36, 49),   // connected[1]
            Pair::new(9, 56),    // connected[2]
            Pair::new(2, -44),   // connected[3]
            Pair::new(1, -32),   // connected[4]
            Pair::new(-16, 117), // connected[5]
            Pair::new(-4, -10),  // connected[6]
            Pair::new(0, 0),     // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(-2, -52)]),
    ("doubled", &[Pair::new(0, -20)]),
    ("backward", &[Pair::new(-9, -24)]),
    ("bishop_pair", &[Pair::new(26, -10)]),
    ("rook_open", &[Pair::new(72, 30)]),
    ("rook_semi_open", &[Pair::new(74, -5)]),
    (
        "shelter",
        &[
            Pair::new(-71, -61), // shelter[0]
            Pair::new(-3, 4),    // shelter[1]
            Pair::new(23, 21),   // shelter[2]
            Pair::new(49, 39),   // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(35, 32),  // king_attack[0]
            Pair::new(30, 67),  // king_attack[1]
            Pair::new(56, 22),  // king_attack[2]
            Pair::new(-7, -15), // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(20, 72)]),
    ("threat_by_minor", &[Pair::new(3, -5)]),
    ("threat_by_rook", &[Pair::new(15, 35)]),
    (
        "safe_check",
        &[
            Pair::new(69, 41),   // safe_check[0]
            Pair::new(9, 18),    // safe_check[1]
            Pair::new(-25, -12), // safe_check[2]
            Pair::new(13, 7),    // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(22, 89)]),
    ("king_weak_squares", &[Pair::new(104, 191)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),   // king_attackers[0]
            Pair::new(-4, 72), // king_attackers[1]
            Pair::new(23, 30), // king_attackers[2]
            Pair::new(38, -2), // king_attackers[3]
            Pair::new(34, -5), // king_attackers[4]
            Pair::new(0, -2),  // king_attackers[5]
            Pair::new(0, 0),   // king_attackers[6]
            Pair::new(0, 0),   // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(0, 0),     // passed_own_king[0]
            Pair::new(-4, -5),   // passed_own_king[1]
            Pair::new(1, -8),    // passed_own_king[2]
            Pair::new(33, 10),   // passed_own_king[3]
            Pair::new(-21, -17), // passed_own_king[4]
            Pair::new(4, -48),   // passed_own_king[5]
            Pair::new(26, 34),   // passed_own_king[6]
            Pair::new(-4, 78),   // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(14, 32),   // passed_their_king[0]
            Pair::new(19, 54),   // passed_their_king[1]
            Pair::new(34, 61),   // passed_their_king[2]
            Pair::new(29, -53),  // passed_their_king[3]
            Pair::new(-3, -29),  // passed_their_king[4]
            Pair::new(-31, -41), // passed_their_king[5]
            Pair::new(4, 16),    // passed_their_king[6]
            Pair::new(-36, 2),   // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(0, 0),    // passed_free[0]
            Pair::new(47, -1),  // passed_free[1]
            Pair::new(-9, -19), // passed_free[2]
            Pair::new(22, 11),  // passed_free[3]
            Pair::new(-10, -4), // passed_free[4]
            Pair::new(37, 12),  // passed_free[5]
            Pair::new(18, 5),   // passed_free[6]
            Pair::new(0, 0),    // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(-7, 37)]),
    (
        "outpost",
        &[
            Pair::new(40, 2),  // outpost[0]
            Pair::new(57, -2), // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(8, -44)]),
    ("bishop_pawns", &[Pair::new(-22, -11)]),
    (
        "king_file",
        &[
            Pair::new(5, 3),    // king_file[0]
            Pair::new(-61, -9), // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(-32, -4), // king_danger_bucket[0]
            Pair::new(-11, 1),  // king_danger_bucket[1]
            Pair::new(0, 1),    // king_danger_bucket[2]
            Pair::new(0, 1),    // king_danger_bucket[3]
            Pair::new(0, 1),    // king_danger_bucket[4]
            Pair::new(0, 1),    // king_danger_bucket[5]
            Pair::new(0, 1),    // king_danger_bucket[6]
            Pair::new(0, 1),    // king_danger_bucket[7]
            Pair::new(0, 1),    // king_danger_bucket[8]
            Pair::new(0, 1),    // king_danger_bucket[9]
            Pair::new(0, 1),    // king_danger_bucket[10]
            Pair::new(0, 1),    // king_danger_bucket[11]
            Pair::new(0, 1),    // king_danger_bucket[12]
            Pair::new(0, 1),    // king_danger_bucket[13]
            Pair::new(0, 1),    // king_danger_bucket[14]
            Pair::new(0, 1),    // king_danger_bucket[15]
        ],
    ),
    (
        "shelter_file",
        &[
            Pair::new(-17, -13), // shelter_file[0]
            Pair::new(51, 51),   // shelter_file[1]
            Pair::new(7, -10),   // shelter_file[2]
            Pair::new(10, -5),   // shelter_file[3]
            Pair::new(36, 4),    // shelter_file[4]
            Pair::new(-30, -15), // shelter_file[5]
            Pair::new(-28, 17),  // shelter_file[6]
            Pair::new(22, 26),   // shelter_file[7]
            Pair::new(-4, -3),   // shelter_file[8]
            Pair::new(33, 3),    // shelter_file[9]
            Pair::new(29, 5),    // shelter_file[10]
            Pair::new(-55, -32), // shelter_file[11]
            Pair::new(21, 10),   // shelter_file[12]
            Pair::new(30, 49),   // shelter_file[13]
            Pair::new(-1, -4),   // shelter_file[14]
            Pair::new(-4, -15),  // shelter_file[15]
            Pair::new(3, -2),    // shelter_file[16]
            Pair::new(-55, -54), // shelter_file[17]
            Pair::new(-16, 17),  // shelter_file[18]
            Pair::new(4, -19),   // shelter_file[19]
            Pair::new(-39, 6),   // shelter_file[20]
            Pair::new(-24, -2),  // shelter_file[21]
            Pair::new(-5, 10),   // shelter_file[22]
            Pair::new(-38, -41), // shelter_file[23]
            Pair::new(0, 0),     // shelter_file[24]
            Pair::new(40, 41),   // shelter_file[25]
            Pair::new(12, -9),   // shelter_file[26]
            Pair::new(19, 4),    // shelter_file[27]
            Pair::new(6, 0),     // shelter_file[28]
            Pair::new(-13, -21), // shelter_file[29]
            Pair::new(0, 0),     // shelter_file[30]
            Pair::new(32, 4),    // shelter_file[31]
            Pair::new(38, 27),   // shelter_file[32]
            Pair::new(58, 7),    // shelter_file[33]
            Pair::new(0, 1),     // shelter_file[34]
            Pair::new(-67, -27), // shelter_file[35]
            Pair::new(0, 0),     // shelter_file[36]
            Pair::new(45, 25),   // shelter_file[37]
            Pair::new(-11, -10), // shelter_file[38]
            Pair::new(11, 13),   // shelter_file[39]
            Pair::new(-38, -6),  // shelter_file[40]
            Pair::new(-74, -21), // shelter_file[41]
            Pair::new(0, 0),     // shelter_file[42]
            Pair::new(-5, -59),  // shelter_file[43]
            Pair::new(-12, 2),   // shelter_file[44]
            Pair::new(5, 12),    // shelter_file[45]
            Pair::new(-10, 2),   // shelter_file[46]
            Pair::new(-17, 14),  // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(-10, -2),  // pawn_storm[0]
            Pair::new(62, 4),    // pawn_storm[1]
            Pair::new(-19, -8),  // pawn_storm[2]
            Pair::new(9, -2),    // pawn_storm[3]
            Pair::new(45, 9),    // pawn_storm[4]
            Pair::new(44, 45),   // pawn_storm[5]
            Pair::new(17, 2),    // pawn_storm[6]
            Pair::new(-49, -14), // pawn_storm[7]
            Pair::new(-63, -10), // pawn_storm[8]
            Pair::new(1, 0),     // pawn_storm[9]
            Pair::new(31, -6),   // pawn_storm[10]
            Pair::new(81, 59),   // pawn_storm[11]
            Pair::new(-29, -8),  // pawn_storm[12]
            Pair::new(-13, -2),  // pawn_storm[13]
            Pair::new(-29, -11), // pawn_storm[14]
            Pair::new(-27, -17), // pawn_storm[15]
            Pair::new(66, 30),   // pawn_storm[16]
            Pair::new(33, -3),   // pawn_storm[17]
            Pair::new(-17, -4),  // pawn_storm[18]
            Pair::new(-11, 2),   // pawn_storm[19]
            Pair::new(-54, -9),  // pawn_storm[20]
            Pair::new(-62, -19), // pawn_storm[21]
            Pair::new(31, -11),  // pawn_storm[22]
            Pair::new(41, 15),   // pawn_storm[23]
            Pair::new(0, 0),     // pawn_storm[24]
            Pair::new(0, 0),     // pawn_storm[25]
            Pair::new(-25, -9),  // pawn_storm[26]
            Pair::new(-9, -8),   // pawn_storm[27]
            Pair::new(21, 1),    // pawn_storm[28]
            Pair::new(0, 0),     // pawn_storm[29]
            Pair::new(0, 0),     // pawn_storm[30]
            Pair::new(0, 0),     // pawn_storm[31]
            Pair::new(-32, -3),  // pawn_storm[32]
            Pair::new(32, 0),    // pawn_storm[33]
            Pair::new(23, 2),    // pawn_storm[34]
            Pair::new(0, 0),     // pawn_storm[35]
            Pair::new(0, 0),     // pawn_storm[36]
            Pair::new(0, 0),     // pawn_storm[37]
            Pair::new(-50, -6),  // pawn_storm[38]
            Pair::new(-42, -1),  // pawn_storm[39]
            Pair::new(14, 2),    // pawn_storm[40]
            Pair::new(0, 0),     // pawn_storm[41]
            Pair::new(0, 0),     // pawn_storm[42]
            Pair::new(0, 0),     // pawn_storm[43]
            Pair::new(-95, -9),  // pawn_storm[44]
            Pair::new(-36, -13), // pawn_storm[45]
            Pair::new(21, -9),   // pawn_storm[46]
            Pair::new(0, 0),     // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(5, -54),  // threat_minor_on[0]
            Pair::new(80, 54),  // threat_minor_on[1]
            Pair::new(47, 14),  // threat_minor_on[2]
            Pair::new(18, -11), // threat_minor_on[3]
            Pair::new(-29, 7),  // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(6, 10),  // threat_rook_on[0]
            Pair::new(79, 42), // threat_rook_on[1]
            Pair::new(83, 36), // threat_rook_on[2]
            Pair::new(6, -1),  // threat_rook_on[3]
            Pair::new(-12, 5), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(12, 16)]),
    ("pawn_push_threat", &[Pair::new(30, -51)]),
    ("restricted", &[Pair::new(11, 11)]),
    ("space", &[Pair::new(1, 7)]),
    (
        "passed_safe_path",
        &[
            Pair::new(0, 0),   // passed_safe_path[0]
            Pair::new(-1, -1), // passed_safe_path[1]
            Pair::new(0, 0),   // passed_safe_path[2]
            Pair::new(2, 0),   // passed_safe_path[3]
            Pair::new(-6, -3), // passed_safe_path[4]
            Pair::new(3, 3),   // passed_safe_path[5]
            Pair::new(18, 5),  // passed_safe_path[6]
            Pair::new(0, 0),   // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(-18, -29), // king_defenders[0]
            Pair::new(-20, -58), // king_defenders[1]
            Pair::new(-11, 2),   // king_defenders[2]
            Pair::new(-6, 44),   // king_defenders[3]
            Pair::new(17, 11),   // king_defenders[4]
            Pair::new(38, 22),   // king_defenders[5]
            Pair::new(0, 8),     // king_defenders[6]
            Pair::new(0, 0),     // king_defenders[7]
            Pair::new(0, 0),     // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, 0)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),      // knight_king_distance[0]
            Pair::new(45, 11),    // knight_king_distance[1]
            Pair::new(59, -33),   // knight_king_distance[2]
            Pair::new(39, 38),    // knight_king_distance[3]
            Pair::new(-6, 12),    // knight_king_distance[4]
            Pair::new(-23, -1),   // knight_king_distance[5]
            Pair::new(-48, -47),  // knight_king_distance[6]
            Pair::new(-106, -37), // knight_king_distance[7]
            Pair::new(0, 0),      // knight_king_distance[8]
            Pair::new(72, -4),    // knight_king_distance[9]
            Pair::new(95, -7),    // knight_king_distance[10]
            Pair::new(61, 79),    // knight_king_distance[11]
            Pair::new(25, 6),     // knight_king_distance[12]
            Pair::new(-44, -31),  // knight_king_distance[13]
            Pair::new(-71, -75),  // knight_king_distance[14]
            Pair::new(-110, -27), // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(28, 18)]),
    ("queen_relative_pin", &[Pair::new(-24, -16)]),
    ("rook_on_seventh", &[Pair::new(-2, -6)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(23, 1), // rook_behind_passer[0]
            Pair::new(18, 7), // rook_behind_passer[1]
        ],
    ),
];
