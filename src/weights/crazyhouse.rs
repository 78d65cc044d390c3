//! The crazyhouse evaluation weights, fitted by `ferrum tune --variant crazyhouse`.
//! Round 2 of the fit to Fairy-Stockfish 11.1's judgement, fitted with crazyhouse's own terms
//! (`src/eval/variants/crazyhouse_weights.rs`): 174,772 positions of `bench/variants/data`
//! (shards zh-selfplay-1..5, 12,500 self-play games, depth-8 labels), targets the labels' win
//! probability alone (scale 0.7123, round 1's, given), held out: zh-validation-1 and -2 (8,704
//! positions, depth 10). `--score-weight 1 --score-scale 0.7123 --prior 300 --monotone`, best
//! held-out check at epoch 225 of 2000, lr 1, K 0.5627, MSE 0.031801 -> 0.028844, held-out MSE
//! 0.029823 -> 0.026925.

use super::layout::{assemble, Named};
use super::params::{NUM_PARAMS, TERMS};
use super::{variant_chess, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, variant_chess::TUNED, FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(110, 101), // material[0]
            Pair::new(307, 354), // material[1]
            Pair::new(409, 430), // material[2]
            Pair::new(336, 426), // material[3]
            Pair::new(668, 434), // material[4]
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
            Pair::new(-23, -11),  // pst[8]
            Pair::new(8, -6),     // pst[9]
            Pair::new(6, 63),     // pst[10]
            Pair::new(-41, -8),   // pst[11]
            Pair::new(-1, 17),    // pst[12]
            Pair::new(60, 79),    // pst[13]
            Pair::new(96, 23),    // pst[14]
            Pair::new(18, -7),    // pst[15]
            Pair::new(15, -86),   // pst[16]
            Pair::new(-36, 3),    // pst[17]
            Pair::new(16, -62),   // pst[18]
            Pair::new(-33, -8),   // pst[19]
            Pair::new(-28, -3),   // pst[20]
            Pair::new(-14, 6),    // pst[21]
            Pair::new(25, 8),     // pst[22]
            Pair::new(-1, 2),     // pst[23]
            Pair::new(-34, 32),   // pst[24]
            Pair::new(-95, -26),  // pst[25]
            Pair::new(-47, 31),   // pst[26]
            Pair::new(-32, 0),    // pst[27]
            Pair::new(-25, 30),   // pst[28]
            Pair::new(-36, -56),  // pst[29]
            Pair::new(-59, 3),    // pst[30]
            Pair::new(-17, 42),   // pst[31]
            Pair::new(-33, -5),   // pst[32]
            Pair::new(-74, -47),  // pst[33]
            Pair::new(-46, -7),   // pst[34]
            Pair::new(-19, -10),  // pst[35]
            Pair::new(-14, -21),  // pst[36]
            Pair::new(12, 32),    // pst[37]
            Pair::new(-8, -15),   // pst[38]
            Pair::new(-3, 6),     // pst[39]
            Pair::new(-18, -2),   // pst[40]
            Pair::new(12, -7),    // pst[41]
            Pair::new(64, -32),   // pst[42]
            Pair::new(22, 15),    // pst[43]
            Pair::new(142, 13),   // pst[44]
            Pair::new(38, 35),    // pst[45]
            Pair::new(105, -4),   // pst[46]
            Pair::new(47, 2),     // pst[47]
            Pair::new(35, 21),    // pst[48]
            Pair::new(42, -11),   // pst[49]
            Pair::new(-74, 3),    // pst[50]
            Pair::new(-27, 16),   // pst[51]
            Pair::new(20, 9),     // pst[52]
            Pair::new(-65, -15),  // pst[53]
            Pair::new(113, 13),   // pst[54]
            Pair::new(-6, -26),   // pst[55]
            Pair::new(0, 0),      // pst[56]
            Pair::new(0, 0),      // pst[57]
            Pair::new(0, 0),      // pst[58]
            Pair::new(0, 0),      // pst[59]
            Pair::new(0, 0),      // pst[60]
            Pair::new(0, 0),      // pst[61]
            Pair::new(0, 0),      // pst[62]
            Pair::new(0, 0),      // pst[63]
            Pair::new(-27, -1),   // pst[64]
            Pair::new(15, -62),   // pst[65]
            Pair::new(-40, -10),  // pst[66]
            Pair::new(-22, -11),  // pst[67]
            Pair::new(19, -19),   // pst[68]
            Pair::new(-60, -3),   // pst[69]
            Pair::new(-3, -66),   // pst[70]
            Pair::new(3, -2),     // pst[71]
            Pair::new(-44, 8),    // pst[72]
            Pair::new(-25, 2),    // pst[73]
            Pair::new(-3, 24),    // pst[74]
            Pair::new(-26, 3),    // pst[75]
            Pair::new(-8, -36),   // pst[76]
            Pair::new(51, 50),    // pst[77]
            Pair::new(-35, -16),  // pst[78]
            Pair::new(5, 5),      // pst[79]
            Pair::new(1, -36),    // pst[80]
            Pair::new(-36, -1),   // pst[81]
            Pair::new(-6, 13),    // pst[82]
            Pair::new(-45, -30),  // pst[83]
            Pair::new(-53, 13),   // pst[84]
            Pair::new(15, 43),    // pst[85]
            Pair::new(-36, -35),  // pst[86]
            Pair::new(5, 17),     // pst[87]
            Pair::new(24, -9),    // pst[88]
            Pair::new(-10, -9),   // pst[89]
            Pair::new(54, 26),    // pst[90]
            Pair::new(14, -25),   // pst[91]
            Pair::new(50, 39),    // pst[92]
            Pair::new(72, -5),    // pst[93]
            Pair::new(64, 24),    // pst[94]
            Pair::new(14, -17),   // pst[95]
            Pair::new(15, -12),   // pst[96]
            Pair::new(28, 26),    // pst[97]
            Pair::new(40, 21),    // pst[98]
            Pair::new(89, -11),   // pst[99]
            Pair::new(77, 99),    // pst[100]
            Pair::new(37, 7),     // pst[101]
            Pair::new(37, 42),    // pst[102]
            Pair::new(47, -13),   // pst[103]
            Pair::new(26, 8),     // pst[104]
            Pair::new(19, -15),   // pst[105]
            Pair::new(-23, 0),    // pst[106]
            Pair::new(66, 12),    // pst[107]
            Pair::new(-41, -11),  // pst[108]
            Pair::new(5, -2),     // pst[109]
            Pair::new(29, 32),    // pst[110]
            Pair::new(34, 2),     // pst[111]
            Pair::new(-37, -10),  // pst[112]
            Pair::new(-51, -12),  // pst[113]
            Pair::new(-14, -20),  // pst[114]
            Pair::new(-3, 3),     // pst[115]
            Pair::new(18, -5),    // pst[116]
            Pair::new(13, -45),   // pst[117]
            Pair::new(-101, -58), // pst[118]
            Pair::new(13, -12),   // pst[119]
            Pair::new(-70, -26),  // pst[120]
            Pair::new(-6, -2),    // pst[121]
            Pair::new(-24, 4),    // pst[122]
            Pair::new(-70, -42),  // pst[123]
            Pair::new(-11, 4),    // pst[124]
            Pair::new(-5, 5),     // pst[125]
            Pair::new(-48, -11),  // pst[126]
            Pair::new(-11, 0),    // pst[127]
            Pair::new(-37, -23),  // pst[128]
            Pair::new(-28, -13),  // pst[129]
            Pair::new(15, -84),   // pst[130]
            Pair::new(-94, -47),  // pst[131]
            Pair::new(-31, -4),   // pst[132]
            Pair::new(-25, -21),  // pst[133]
            Pair::new(-82, -23),  // pst[134]
            Pair::new(-50, -31),  // pst[135]
            Pair::new(-27, -17),  // pst[136]
            Pair::new(5, 6),      // pst[137]
            Pair::new(-15, 3),    // pst[138]
            Pair::new(-14, 31),   // pst[139]
            Pair::new(-6, 35),    // pst[140]
            Pair::new(-8, 12),    // pst[141]
            Pair::new(47, 95),    // pst[142]
            Pair::new(-13, -2),   // pst[143]
            Pair::new(13, -37),   // pst[144]
            Pair::new(-1, 14),    // pst[145]
            Pair::new(0, 2),      // pst[146]
            Pair::new(2, 22),     // pst[147]
            Pair::new(-11, 58),   // pst[148]
            Pair::new(-25, -8),   // pst[149]
            Pair::new(48, -1),    // pst[150]
            Pair::new(41, 21),    // pst[151]
            Pair::new(-15, -26),  // pst[152]
            Pair::new(0, 8),      // pst[153]
            Pair::new(62, 63),    // pst[154]
            Pair::new(64, 4),     // pst[155]
            Pair::new(14, 25),    // pst[156]
            Pair::new(73, 45),    // pst[157]
            Pair::new(6, 17),     // pst[158]
            Pair::new(36, -7),    // pst[159]
            Pair::new(-31, -2),   // pst[160]
            Pair::new(14, 17),    // pst[161]
            Pair::new(58, 11),    // pst[162]
            Pair::new(43, 14),    // pst[163]
            Pair::new(54, 1),     // pst[164]
            Pair::new(49, 15),    // pst[165]
            Pair::new(61, 14),    // pst[166]
            Pair::new(12, -10),   // pst[167]
            Pair::new(-45, 2),    // pst[168]
            Pair::new(7, 7),      // pst[169]
            Pair::new(-18, -16),  // pst[170]
            Pair::new(45, -19),   // pst[171]
            Pair::new(53, 7),     // pst[172]
            Pair::new(26, -1),    // pst[173]
            Pair::new(22, -11),   // pst[174]
            Pair::new(-3, -9),    // pst[175]
            Pair::new(-29, -4),   // pst[176]
            Pair::new(-43, -14),  // pst[177]
            Pair::new(-57, -40),  // pst[178]
            Pair::new(-16, -32),  // pst[179]
            Pair::new(-6, -30),   // pst[180]
            Pair::new(-64, -21),  // pst[181]
            Pair::new(23, 4),     // pst[182]
            Pair::new(-32, -21),  // pst[183]
            Pair::new(-43, -31),  // pst[184]
            Pair::new(-36, -12),  // pst[185]
            Pair::new(-56, -4),   // pst[186]
            Pair::new(-6, 2),     // pst[187]
            Pair::new(0, -7),     // pst[188]
            Pair::new(-21, -2),   // pst[189]
            Pair::new(-43, -16),  // pst[190]
            Pair::new(40, -20),   // pst[191]
            Pair::new(-11, 10),   // pst[192]
            Pair::new(-39, -3),   // pst[193]
            Pair::new(-35, 4),    // pst[194]
            Pair::new(15, -3),    // pst[195]
            Pair::new(6, 2),      // pst[196]
            Pair::new(97, 130),   // pst[197]
            Pair::new(13, 28),    // pst[198]
            Pair::new(90, -36),   // pst[199]
            Pair::new(-26, 28),   // pst[200]
            Pair::new(-21, -19),  // pst[201]
            Pair::new(-41, -6),   // pst[202]
            Pair::new(-32, -2),   // pst[203]
            Pair::new(17, -3),    // pst[204]
            Pair::new(50, 10),    // pst[205]
            Pair::new(8, 6),      // pst[206]
            Pair::new(6, 7),      // pst[207]
            Pair::new(-56, -25),  // pst[208]
            Pair::new(17, 3),     // pst[209]
            Pair::new(-54, -16),  // pst[210]
            Pair::new(-60, 2),    // pst[211]
            Pair::new(-31, -9),   // pst[212]
            Pair::new(-36, 6),    // pst[213]
            Pair::new(2, 3),      // pst[214]
            Pair::new(16, -15),   // pst[215]
            Pair::new(-9, 5),     // pst[216]
            Pair::new(-57, -4),   // pst[217]
            Pair::new(-10, -5),   // pst[218]
            Pair::new(-22, -5),   // pst[219]
            Pair::new(-23, -4),   // pst[220]
            Pair::new(13, 3),     // pst[221]
            Pair::new(11, -3),    // pst[222]
            Pair::new(44, 17),    // pst[223]
            Pair::new(-42, 18),   // pst[224]
            Pair::new(-5, -2),    // pst[225]
            Pair::new(-34, 0),    // pst[226]
            Pair::new(12, -8),    // pst[227]
            Pair::new(-6, -8),    // pst[228]
            Pair::new(-17, -5),   // pst[229]
            Pair::new(-53, -22),  // pst[230]
            Pair::new(-6, 6),     // pst[231]
            Pair::new(-40, -5),   // pst[232]
            Pair::new(-10, -5),   // pst[233]
            Pair::new(-26, -9),   // pst[234]
            Pair::new(-17, -6),   // pst[235]
            Pair::new(0, -2),     // pst[236]
            Pair::new(-29, -4),   // pst[237]
            Pair::new(28, 6),     // pst[238]
            Pair::new(-13, -1),   // pst[239]
            Pair::new(-22, -24),  // pst[240]
            Pair::new(-11, -9),   // pst[241]
            Pair::new(-4, 2),     // pst[242]
            Pair::new(9, -3),     // pst[243]
            Pair::new(35, 3),     // pst[244]
            Pair::new(17, 2),     // pst[245]
            Pair::new(-19, -3),   // pst[246]
            Pair::new(-1, -7),    // pst[247]
            Pair::new(35, -10),   // pst[248]
            Pair::new(31, 0),     // pst[249]
            Pair::new(53, 12),    // pst[250]
            Pair::new(31, -1),    // pst[251]
            Pair::new(7, -2),     // pst[252]
            Pair::new(17, -2),    // pst[253]
            Pair::new(108, 8),    // pst[254]
            Pair::new(122, 19),   // pst[255]
            Pair::new(-38, -10),  // pst[256]
            Pair::new(-48, -53),  // pst[257]
            Pair::new(27, 12),    // pst[258]
            Pair::new(35, 55),    // pst[259]
            Pair::new(-15, -13),  // pst[260]
            Pair::new(22, 29),    // pst[261]
            Pair::new(5, 9),      // pst[262]
            Pair::new(18, 0),     // pst[263]
            Pair::new(-80, -4),   // pst[264]
            Pair::new(7, -8),     // pst[265]
            Pair::new(34, 7),     // pst[266]
            Pair::new(26, -44),   // pst[267]
            Pair::new(24, -7),    // pst[268]
            Pair::new(23, 3),     // pst[269]
            Pair::new(13, 7),     // pst[270]
            Pair::new(-40, -6),   // pst[271]
            Pair::new(-39, -18),  // pst[272]
            Pair::new(10, -54),   // pst[273]
            Pair::new(-60, -29),  // pst[274]
            Pair::new(-36, -37),  // pst[275]
            Pair::new(-83, -30),  // pst[276]
            Pair::new(-26, -52),  // pst[277]
            Pair::new(3, 6),      // pst[278]
            Pair::new(13, 4),     // pst[279]
            Pair::new(21, -5),    // pst[280]
            Pair::new(-46, -11),  // pst[281]
            Pair::new(-68, -17),  // pst[282]
            Pair::new(-50, -15),  // pst[283]
            Pair::new(-97, -26),  // pst[284]
            Pair::new(-44, -6),   // pst[285]
            Pair::new(-14, 8),    // pst[286]
            Pair::new(31, -4),    // pst[287]
            Pair::new(-37, -11),  // pst[288]
            Pair::new(-46, -6),   // pst[289]
            Pair::new(-54, -5),   // pst[290]
            Pair::new(-83, -21),  // pst[291]
            Pair::new(-54, -8),   // pst[292]
            Pair::new(-63, -3),   // pst[293]
            Pair::new(-15, -7),   // pst[294]
            Pair::new(35, 2),     // pst[295]
            Pair::new(-17, -3),   // pst[296]
            Pair::new(11, -3),    // pst[297]
            Pair::new(-58, -5),   // pst[298]
            Pair::new(1, -5),     // pst[299]
            Pair::new(30, 2),     // pst[300]
            Pair::new(26, -4),    // pst[301]
            Pair::new(88, 23),    // pst[302]
            Pair::new(21, -5),    // pst[303]
            Pair::new(3, -2),     // pst[304]
            Pair::new(44, 15),    // pst[305]
            Pair::new(18, 0),     // pst[306]
            Pair::new(10, 15),    // pst[307]
            Pair::new(-8, -8),    // pst[308]
            Pair::new(20, 3),     // pst[309]
            Pair::new(78, 8),     // pst[310]
            Pair::new(90, 10),    // pst[311]
            Pair::new(53, -4),    // pst[312]
            Pair::new(10, 12),    // pst[313]
            Pair::new(40, 7),     // pst[314]
            Pair::new(23, -2),    // pst[315]
            Pair::new(26, 4),     // pst[316]
            Pair::new(33, 3),     // pst[317]
            Pair::new(90, 9),     // pst[318]
            Pair::new(153, 2),    // pst[319]
            Pair::new(40, 15),    // pst[320]
            Pair::new(51, 46),    // pst[321]
            Pair::new(40, -46),   // pst[322]
            Pair::new(23, -53),   // pst[323]
            Pair::new(143, 122),  // pst[324]
            Pair::new(13, 3),     // pst[325]
            Pair::new(102, 24),   // pst[326]
            Pair::new(177, 108),  // pst[327]
            Pair::new(32, 17),    // pst[328]
            Pair::new(21, 6),     // pst[329]
            Pair::new(12, 28),    // pst[330]
            Pair::new(10, 4),     // pst[331]
            Pair::new(-19, 10),   // pst[332]
            Pair::new(35, 5),     // pst[333]
            Pair::new(65, -30),   // pst[334]
            Pair::new(136, 58),   // pst[335]
            Pair::new(-37, -15),  // pst[336]
            Pair::new(-63, -24),  // pst[337]
            Pair::new(-7, 9),     // pst[338]
            Pair::new(-122, -39), // pst[339]
            Pair::new(-142, -58), // pst[340]
            Pair::new(-164, -52), // pst[341]
            Pair::new(-99, -45),  // pst[342]
            Pair::new(-99, -24),  // pst[343]
            Pair::new(-29, -10),  // pst[344]
            Pair::new(-8, -5),    // pst[345]
            Pair::new(-16, -16),  // pst[346]
            Pair::new(-27, -4),   // pst[347]
            Pair::new(-45, -7),   // pst[348]
            Pair::new(-61, -22),  // pst[349]
            Pair::new(-39, -10),  // pst[350]
            Pair::new(-93, -23),  // pst[351]
            Pair::new(-10, -4),   // pst[352]
            Pair::new(4, 1),      // pst[353]
            Pair::new(-6, -1),    // pst[354]
            Pair::new(0, -1),     // pst[355]
            Pair::new(-11, -2),   // pst[356]
            Pair::new(-14, -4),   // pst[357]
            Pair::new(0, -1),     // pst[358]
            Pair::new(-10, -5),   // pst[359]
            Pair::new(0, 0),      // pst[360]
            Pair::new(-1, 0),     // pst[361]
            Pair::new(0, 0),      // pst[362]
            Pair::new(0, 0),      // pst[363]
            Pair::new(1, 0),      // pst[364]
            Pair::new(4, 0),      // pst[365]
            Pair::new(4, 1),      // pst[366]
            Pair::new(0, 0),      // pst[367]
            Pair::new(0, 0),      // pst[368]
            Pair::new(0, 0),      // pst[369]
            Pair::new(0, 0),      // pst[370]
            Pair::new(0, 0),      // pst[371]
            Pair::new(0, 0),      // pst[372]
            Pair::new(7, 1),      // pst[373]
            Pair::new(0, 0),      // pst[374]
            Pair::new(0, 0),      // pst[375]
            Pair::new(0, 0),      // pst[376]
            Pair::new(0, 0),      // pst[377]
            Pair::new(0, 0),      // pst[378]
            Pair::new(0, 0),      // pst[379]
            Pair::new(0, 0),      // pst[380]
            Pair::new(0, 0),      // pst[381]
            Pair::new(3, 2),      // pst[382]
            Pair::new(0, 0),      // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-129, -78), // mobility_knight[0]
            Pair::new(-75, -78),  // mobility_knight[1]
            Pair::new(-38, -52),  // mobility_knight[2]
            Pair::new(-18, -21),  // mobility_knight[3]
            Pair::new(4, 18),     // mobility_knight[4]
            Pair::new(20, 18),    // mobility_knight[5]
            Pair::new(36, 27),    // mobility_knight[6]
            Pair::new(56, 36),    // mobility_knight[7]
            Pair::new(56, 36),    // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-169, -246), // mobility_bishop[0]
            Pair::new(-106, -106), // mobility_bishop[1]
            Pair::new(-61, -42),   // mobility_bishop[2]
            Pair::new(-26, 17),    // mobility_bishop[3]
            Pair::new(-15, 21),    // mobility_bishop[4]
            Pair::new(2, 30),      // mobility_bishop[5]
            Pair::new(21, 30),     // mobility_bishop[6]
            Pair::new(26, 30),     // mobility_bishop[7]
            Pair::new(33, 30),     // mobility_bishop[8]
            Pair::new(35, 30),     // mobility_bishop[9]
            Pair::new(35, 30),     // mobility_bishop[10]
            Pair::new(35, 30),     // mobility_bishop[11]
            Pair::new(35, 30),     // mobility_bishop[12]
            Pair::new(35, 30),     // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-234, -60), // mobility_rook[0]
            Pair::new(-103, -60), // mobility_rook[1]
            Pair::new(-68, -54),  // mobility_rook[2]
            Pair::new(-49, 0),    // mobility_rook[3]
            Pair::new(-26, 12),   // mobility_rook[4]
            Pair::new(0, 12),     // mobility_rook[5]
            Pair::new(23, 12),    // mobility_rook[6]
            Pair::new(27, 12),    // mobility_rook[7]
            Pair::new(27, 13),    // mobility_rook[8]
            Pair::new(27, 13),    // mobility_rook[9]
            Pair::new(27, 13),    // mobility_rook[10]
            Pair::new(27, 13),    // mobility_rook[11]
            Pair::new(27, 13),    // mobility_rook[12]
            Pair::new(27, 13),    // mobility_rook[13]
            Pair::new(27, 13),    // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(-83, -22), // mobility_queen[0]
            Pair::new(-83, -22), // mobility_queen[1]
            Pair::new(-83, -22), // mobility_queen[2]
            Pair::new(-63, -22), // mobility_queen[3]
            Pair::new(-47, -12), // mobility_queen[4]
            Pair::new(-43, -12), // mobility_queen[5]
            Pair::new(-24, -12), // mobility_queen[6]
            Pair::new(-19, -12), // mobility_queen[7]
            Pair::new(-7, -12),  // mobility_queen[8]
            Pair::new(6, -12),   // mobility_queen[9]
            Pair::new(6, -12),   // mobility_queen[10]
            Pair::new(6, -12),   // mobility_queen[11]
            Pair::new(6, -12),   // mobility_queen[12]
            Pair::new(6, -12),   // mobility_queen[13]
            Pair::new(6, -12),   // mobility_queen[14]
            Pair::new(6, -12),   // mobility_queen[15]
            Pair::new(6, -12),   // mobility_queen[16]
            Pair::new(6, -5),    // mobility_queen[17]
            Pair::new(6, 1),     // mobility_queen[18]
            Pair::new(6, 1),     // mobility_queen[19]
            Pair::new(6, 1),     // mobility_queen[20]
            Pair::new(6, 1),     // mobility_queen[21]
            Pair::new(6, 1),     // mobility_queen[22]
            Pair::new(6, 1),     // mobility_queen[23]
            Pair::new(6, 1),     // mobility_queen[24]
            Pair::new(6, 1),     // mobility_queen[25]
            Pair::new(6, 1),     // mobility_queen[26]
            Pair::new(6, 1),     // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(0, 0),    // passed[0]
            Pair::new(-38, -2), // passed[1]
            Pair::new(-35, 8),  // passed[2]
            Pair::new(21, 49),  // passed[3]
            Pair::new(-27, 4),  // passed[4]
            Pair::new(-29, 22), // passed[5]
            Pair::new(22, -3),  // passed[6]
            Pair::new(0, 0),    // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(0, 0),     // passed_blocked[0]
            Pair::new(14, -14),  // passed_blocked[1]
            Pair::new(-76, -30), // passed_blocked[2]
            Pair::new(-16, 20),  // passed_blocked[3]
            Pair::new(-16, -4),  // passed_blocked[4]
            Pair::new(-19, 20),  // passed_blocked[5]
            Pair::new(-68, -35), // passed_blocked[6]
            Pair::new(0, 0),     // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(0, 0),    // connected[0]
            Pair::new(30, 55),  // connected[1]
            Pair::new(5, 40),   // connected[2]
            Pair::new(15, -76), // connected[3]
            Pair::new(30, 11),  // connected[4]
            Pair::new(3, -6),   // connected[5]
            Pair::new(0, 36),   // connected[6]
            Pair::new(0, 0),    // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(-4, 3)]),
    ("doubled", &[Pair::new(-12, -10)]),
    ("backward", &[Pair::new(-15, -32)]),
    ("bishop_pair", &[Pair::new(27, 67)]),
    ("rook_open", &[Pair::new(84, 43)]),
    ("rook_semi_open", &[Pair::new(57, 16)]),
    (
        "shelter",
        &[
            Pair::new(-45, -122), // shelter[0]
            Pair::new(5, 19),     // shelter[1]
            Pair::new(16, 37),    // shelter[2]
            Pair::new(34, 70),    // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(30, 13),  // king_attack[0]
            Pair::new(9, 15),   // king_attack[1]
            Pair::new(30, -50), // king_attack[2]
            Pair::new(-6, -32), // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(79, 20)]),
    ("threat_by_minor", &[Pair::new(22, -32)]),
    ("threat_by_rook", &[Pair::new(37, -6)]),
    (
        "safe_check",
        &[
            Pair::new(101, 97), // safe_check[0]
            Pair::new(11, 79),  // safe_check[1]
            Pair::new(45, 19),  // safe_check[2]
            Pair::new(20, 22),  // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(2, 98)]),
    ("king_weak_squares", &[Pair::new(65, 184)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),    // king_attackers[0]
            Pair::new(-29, 52), // king_attackers[1]
            Pair::new(13, 23),  // king_attackers[2]
            Pair::new(42, -99), // king_attackers[3]
            Pair::new(9, -18),  // king_attackers[4]
            Pair::new(48, 8),   // king_attackers[5]
            Pair::new(0, 0),    // king_attackers[6]
            Pair::new(0, 0),    // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(-5, -2),   // passed_own_king[0]
            Pair::new(-1, -2),   // passed_own_king[1]
            Pair::new(39, -13),  // passed_own_king[2]
            Pair::new(8, -20),   // passed_own_king[3]
            Pair::new(-27, -23), // passed_own_king[4]
            Pair::new(7, 0),     // passed_own_king[5]
            Pair::new(5, 51),    // passed_own_king[6]
            Pair::new(-1, 73),   // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(10, 17),   // passed_their_king[0]
            Pair::new(14, 49),   // passed_their_king[1]
            Pair::new(25, 51),   // passed_their_king[2]
            Pair::new(29, -6),   // passed_their_king[3]
            Pair::new(4, -6),    // passed_their_king[4]
            Pair::new(-18, 3),   // passed_their_king[5]
            Pair::new(-19, -39), // passed_their_king[6]
            Pair::new(-31, -7),  // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(0, 0),   // passed_free[0]
            Pair::new(43, 31), // passed_free[1]
            Pair::new(3, -5),  // passed_free[2]
            Pair::new(39, 4),  // passed_free[3]
            Pair::new(49, 12), // passed_free[4]
            Pair::new(80, 5),  // passed_free[5]
            Pair::new(73, 24), // passed_free[6]
            Pair::new(0, 0),   // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(-18, 5)]),
    (
        "outpost",
        &[
            Pair::new(52, 39),  // outpost[0]
            Pair::new(65, -13), // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(14, -26)]),
    ("bishop_pawns", &[Pair::new(-9, -38)]),
    (
        "king_file",
        &[
            Pair::new(55, 37),  // king_file[0]
            Pair::new(16, -29), // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(-65, 2), // king_danger_bucket[0]
            Pair::new(-13, 2), // king_danger_bucket[1]
            Pair::new(-10, 5), // king_danger_bucket[2]
            Pair::new(12, 5),  // king_danger_bucket[3]
            Pair::new(12, 5),  // king_danger_bucket[4]
            Pair::new(12, 5),  // king_danger_bucket[5]
            Pair::new(12, 5),  // king_danger_bucket[6]
            Pair::new(12, 5),  // king_danger_bucket[7]
            Pair::new(12, 5),  // king_danger_bucket[8]
            Pair::new(12, 5),  // king_danger_bucket[9]
            Pair::new(12, 5),  // king_danger_bucket[10]
            Pair::new(12, 5),  // king_danger_bucket[11]
            Pair::new(12, 5),  // king_danger_bucket[12]
            Pair::new(12, 5),  // king_danger_bucket[13]
            Pair::new(12, 5),  // king_danger_bucket[14]
            Pair::new(12, 5),  // king_danger_bucket[15]
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
            Pair::new(-51, -25), // shelter_file[0]
            Pair::new(75, 56),   // shelter_file[1]
            Pair::new(37, -14),  // shelter_file[2]
            Pair::new(15, 5),    // shelter_file[3]
            Pair::new(38, 9),    // shelter_file[4]
            Pair::new(-74, -67), // shelter_file[5]
            Pair::new(-5, 21),   // shelter_file[6]
            Pair::new(50, 35),   // shelter_file[7]
            Pair::new(23, -6),   // shelter_file[8]
            Pair::new(35, 31),   // shelter_file[9]
            Pair::new(-15, -6),  // shelter_file[10]
            Pair::new(-51, -53), // shelter_file[11]
            Pair::new(27, -5),   // shelter_file[12]
            Pair::new(36, 84),   // shelter_file[13]
            Pair::new(-9, -28),  // shelter_file[14]
            Pair::new(10, -8),   // shelter_file[15]
            Pair::new(-52, 5),   // shelter_file[16]
            Pair::new(-58, -62), // shelter_file[17]
            Pair::new(-42, 7),   // shelter_file[18]
            Pair::new(11, -14),  // shelter_file[19]
            Pair::new(-45, -17), // shelter_file[20]
            Pair::new(-27, 16),  // shelter_file[21]
            Pair::new(-41, -14), // shelter_file[22]
            Pair::new(-24, -60), // shelter_file[23]
            Pair::new(0, 0),     // shelter_file[24]
            Pair::new(99, 112),  // shelter_file[25]
            Pair::new(55, 16),   // shelter_file[26]
            Pair::new(16, -10),  // shelter_file[27]
            Pair::new(23, 9),    // shelter_file[28]
            Pair::new(-59, -12), // shelter_file[29]
            Pair::new(0, 0),     // shelter_file[30]
            Pair::new(59, 39),   // shelter_file[31]
            Pair::new(46, 24),   // shelter_file[32]
            Pair::new(40, -21),  // shelter_file[33]
            Pair::new(-28, -1),  // shelter_file[34]
            Pair::new(-83, -75), // shelter_file[35]
            Pair::new(0, 0),     // shelter_file[36]
            Pair::new(62, -33),  // shelter_file[37]
            Pair::new(-5, -4),   // shelter_file[38]
            Pair::new(10, 4),    // shelter_file[39]
            Pair::new(-77, -2),  // shelter_file[40]
            Pair::new(-87, -62), // shelter_file[41]
            Pair::new(0, 0),     // shelter_file[42]
            Pair::new(-8, -35),  // shelter_file[43]
            Pair::new(0, 41),    // shelter_file[44]
            Pair::new(-4, 7),    // shelter_file[45]
            Pair::new(-8, 4),    // shelter_file[46]
            Pair::new(-45, -3),  // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(17, -2),    // pawn_storm[0]
            Pair::new(101, 32),   // pawn_storm[1]
            Pair::new(-30, -19),  // pawn_storm[2]
            Pair::new(-8, -27),   // pawn_storm[3]
            Pair::new(35, 22),    // pawn_storm[4]
            Pair::new(34, 111),   // pawn_storm[5]
            Pair::new(40, -4),    // pawn_storm[6]
            Pair::new(-59, -32),  // pawn_storm[7]
            Pair::new(-5, 17),    // pawn_storm[8]
            Pair::new(0, -68),    // pawn_storm[9]
            Pair::new(34, -6),    // pawn_storm[10]
            Pair::new(51, 68),    // pawn_storm[11]
            Pair::new(-102, -14), // pawn_storm[12]
            Pair::new(-68, -14),  // pawn_storm[13]
            Pair::new(-71, -36),  // pawn_storm[14]
            Pair::new(25, -52),   // pawn_storm[15]
            Pair::new(60, 22),    // pawn_storm[16]
            Pair::new(67, 19),    // pawn_storm[17]
            Pair::new(-35, -5),   // pawn_storm[18]
            Pair::new(-58, -18),  // pawn_storm[19]
            Pair::new(-55, -30),  // pawn_storm[20]
            Pair::new(-19, -10),  // pawn_storm[21]
            Pair::new(18, -6),    // pawn_storm[22]
            Pair::new(9, 21),     // pawn_storm[23]
            Pair::new(0, 0),      // pawn_storm[24]
            Pair::new(0, 0),      // pawn_storm[25]
            Pair::new(-46, -31),  // pawn_storm[26]
            Pair::new(36, -19),   // pawn_storm[27]
            Pair::new(40, 8),     // pawn_storm[28]
            Pair::new(0, 0),      // pawn_storm[29]
            Pair::new(0, 0),      // pawn_storm[30]
            Pair::new(0, 0),      // pawn_storm[31]
            Pair::new(-30, 10),   // pawn_storm[32]
            Pair::new(29, 4),     // pawn_storm[33]
            Pair::new(29, -1),    // pawn_storm[34]
            Pair::new(0, 0),      // pawn_storm[35]
            Pair::new(0, 0),      // pawn_storm[36]
            Pair::new(0, 0),      // pawn_storm[37]
            Pair::new(-62, -33),  // pawn_storm[38]
            Pair::new(-21, -24),  // pawn_storm[39]
            Pair::new(17, 15),    // pawn_storm[40]
            Pair::new(0, 0),      // pawn_storm[41]
            Pair::new(0, 0),      // pawn_storm[42]
            Pair::new(0, 0),      // pawn_storm[43]
            Pair::new(-73, -4),   // pawn_storm[44]
            Pair::new(-29, -29),  // pawn_storm[45]
            Pair::new(28, 16),    // pawn_storm[46]
            Pair::new(0, 0),      // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(-4, -54), // threat_minor_on[0]
            Pair::new(65, 1),   // threat_minor_on[1]
            Pair::new(63, -71), // threat_minor_on[2]
            Pair::new(18, -41), // threat_minor_on[3]
            Pair::new(-40, -5), // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(13, -30), // threat_rook_on[0]
            Pair::new(72, 61),  // threat_rook_on[1]
            Pair::new(96, 10),  // threat_rook_on[2]
            Pair::new(55, 10),  // threat_rook_on[3]
            Pair::new(-2, -13), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(79, 108)]),
    ("pawn_push_threat", &[Pair::new(49, -11)]),
    ("restricted", &[Pair::new(18, 36)]),
    ("space", &[Pair::new(2, -4)]),
    (
        "passed_safe_path",
        &[
            Pair::new(0, 0),   // passed_safe_path[0]
            Pair::new(-2, 2),  // passed_safe_path[1]
            Pair::new(0, 0),   // passed_safe_path[2]
            Pair::new(8, 2),   // passed_safe_path[3]
            Pair::new(20, 2),  // passed_safe_path[4]
            Pair::new(-1, -4), // passed_safe_path[5]
            Pair::new(73, 24), // passed_safe_path[6]
            Pair::new(0, 0),   // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(-47, -86), // king_defenders[0]
            Pair::new(-33, -70), // king_defenders[1]
            Pair::new(-22, 15),  // king_defenders[2]
            Pair::new(-4, 52),   // king_defenders[3]
            Pair::new(44, 51),   // king_defenders[4]
            Pair::new(63, 27),   // king_defenders[5]
            Pair::new(-4, 12),   // king_defenders[6]
            Pair::new(2, 0),     // king_defenders[7]
            Pair::new(0, 0),     // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, 0)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),     // knight_king_distance[0]
            Pair::new(26, 55),   // knight_king_distance[1]
            Pair::new(54, -6),   // knight_king_distance[2]
            Pair::new(43, -42),  // knight_king_distance[3]
            Pair::new(8, -3),    // knight_king_distance[4]
            Pair::new(-17, -44), // knight_king_distance[5]
            Pair::new(-32, -75), // knight_king_distance[6]
            Pair::new(-80, -29), // knight_king_distance[7]
            Pair::new(0, 0),     // knight_king_distance[8]
            Pair::new(97, -53),  // knight_king_distance[9]
            Pair::new(83, -39),  // knight_king_distance[10]
            Pair::new(48, 93),   // knight_king_distance[11]
            Pair::new(8, 60),    // knight_king_distance[12]
            Pair::new(-46, -38), // knight_king_distance[13]
            Pair::new(-76, -93), // knight_king_distance[14]
            Pair::new(-95, -84), // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(20, -5)]),
    ("queen_relative_pin", &[Pair::new(-29, 13)]),
    ("rook_on_seventh", &[Pair::new(6, -39)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(46, 24), // rook_behind_passer[0]
            Pair::new(25, 17), // rook_behind_passer[1]
        ],
    ),
    (
        "king_flank_attack",
        &[
            Pair::new(21, 27),   // king_flank_attack[0]
            Pair::new(22, 1),    // king_flank_attack[1]
            Pair::new(-15, -54), // king_flank_attack[2]
        ],
    ),
    (
        "king_blockers",
        &[
            Pair::new(66, 1),   // king_blockers[0]
            Pair::new(125, 70), // king_blockers[1]
        ],
    ),
    (
        "complexity",
        &[
            Pair::new(0, 2),  // complexity[0]
            Pair::new(0, 68), // complexity[1]
            Pair::new(0, 0),  // complexity[2]
            Pair::new(0, 68), // complexity[3]
        ],
    ),
];
