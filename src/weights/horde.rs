//! The horde evaluation weights, fitted by `ferrum tune --variant horde`.
//! Round 2 of the fit to Fairy-Stockfish 11.1's judgement, fitted with horde's own terms
//! (`src/eval/variants/horde_weights.rs`): 179,086 positions of `bench/variants/data` (shards
//! horde-selfplay-1..5, 12,500 self-play games, depth-8 labels), targets the labels' win
//! probability alone (scale 0.9307, round 1's, given), held out: horde-validation-1 and -2
//! (8,774 positions, depth 10). `--score-weight 1 --score-scale 0.9307 --prior 300 --monotone`,
//! best held-out check at epoch 1225 of 2000, lr 1, K 0.9903, MSE 0.007246 -> 0.006353,
//! held-out MSE 0.006871 -> 0.006046.

use super::layout::{assemble, Named};
use super::params::{NUM_PARAMS, TERMS};
use super::{variant_chess, Pair};

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, variant_chess::TUNED, FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(81, 106),   // material[0]
            Pair::new(351, 377),  // material[1]
            Pair::new(378, 403),  // material[2]
            Pair::new(451, 660),  // material[3]
            Pair::new(1269, 968), // material[4]
            Pair::new(1, -45),    // material[5]
        ],
    ),
    (
        "pst",
        &[
            Pair::new(25, 7),    // pst[0]
            Pair::new(10, 6),    // pst[1]
            Pair::new(4, -1),    // pst[2]
            Pair::new(-16, 10),  // pst[3]
            Pair::new(-14, 8),   // pst[4]
            Pair::new(1, -1),    // pst[5]
            Pair::new(10, 4),    // pst[6]
            Pair::new(25, 2),    // pst[7]
            Pair::new(14, 10),   // pst[8]
            Pair::new(26, 16),   // pst[9]
            Pair::new(12, 2),    // pst[10]
            Pair::new(-17, 9),   // pst[11]
            Pair::new(-9, 7),    // pst[12]
            Pair::new(8, 1),     // pst[13]
            Pair::new(33, 8),    // pst[14]
            Pair::new(6, 4),     // pst[15]
            Pair::new(11, 0),    // pst[16]
            Pair::new(14, 15),   // pst[17]
            Pair::new(9, 2),     // pst[18]
            Pair::new(-18, 24),  // pst[19]
            Pair::new(-10, 24),  // pst[20]
            Pair::new(8, 6),     // pst[21]
            Pair::new(24, 8),    // pst[22]
            Pair::new(10, -3),   // pst[23]
            Pair::new(3, 15),    // pst[24]
            Pair::new(27, 20),   // pst[25]
            Pair::new(-5, 21),   // pst[26]
            Pair::new(0, 24),    // pst[27]
            Pair::new(-1, 26),   // pst[28]
            Pair::new(15, 7),    // pst[29]
            Pair::new(44, 2),    // pst[30]
            Pair::new(18, -1),   // pst[31]
            Pair::new(6, 10),    // pst[32]
            Pair::new(-14, 24),  // pst[33]
            Pair::new(-23, 16),  // pst[34]
            Pair::new(0, -2),    // pst[35]
            Pair::new(2, 2),     // pst[36]
            Pair::new(-12, 1),   // pst[37]
            Pair::new(-15, 26),  // pst[38]
            Pair::new(15, 9),    // pst[39]
            Pair::new(-5, 6),    // pst[40]
            Pair::new(-19, 31),  // pst[41]
            Pair::new(7, 16),    // pst[42]
            Pair::new(12, -9),   // pst[43]
            Pair::new(19, 3),    // pst[44]
            Pair::new(5, 27),    // pst[45]
            Pair::new(-28, 36),  // pst[46]
            Pair::new(-11, 15),  // pst[47]
            Pair::new(-5, 18),   // pst[48]
            Pair::new(18, 36),   // pst[49]
            Pair::new(-1, -3),   // pst[50]
            Pair::new(-9, -3),   // pst[51]
            Pair::new(-1, 6),    // pst[52]
            Pair::new(7, 21),    // pst[53]
            Pair::new(24, 44),   // pst[54]
            Pair::new(-3, 15),   // pst[55]
            Pair::new(0, 0),     // pst[56]
            Pair::new(0, 0),     // pst[57]
            Pair::new(0, 0),     // pst[58]
            Pair::new(0, 0),     // pst[59]
            Pair::new(0, 0),     // pst[60]
            Pair::new(0, 0),     // pst[61]
            Pair::new(0, 0),     // pst[62]
            Pair::new(0, 0),     // pst[63]
            Pair::new(0, -1),    // pst[64]
            Pair::new(1, -16),   // pst[65]
            Pair::new(-10, -12), // pst[66]
            Pair::new(0, 2),     // pst[67]
            Pair::new(1, 5),     // pst[68]
            Pair::new(-2, 0),    // pst[69]
            Pair::new(-3, -10),  // pst[70]
            Pair::new(0, 0),     // pst[71]
            Pair::new(-11, -13), // pst[72]
            Pair::new(6, 9),     // pst[73]
            Pair::new(7, 12),    // pst[74]
            Pair::new(8, 17),    // pst[75]
            Pair::new(15, 21),   // pst[76]
            Pair::new(-5, -5),   // pst[77]
            Pair::new(5, 9),     // pst[78]
            Pair::new(-6, -8),   // pst[79]
            Pair::new(-3, -5),   // pst[80]
            Pair::new(4, 6),     // pst[81]
            Pair::new(5, 4),     // pst[82]
            Pair::new(8, 11),    // pst[83]
            Pair::new(4, 6),     // pst[84]
            Pair::new(2, -4),    // pst[85]
            Pair::new(14, 17),   // pst[86]
            Pair::new(-6, -10),  // pst[87]
            Pair::new(1, 2),     // pst[88]
            Pair::new(-1, -1),   // pst[89]
            Pair::new(1, 0),     // pst[90]
            Pair::new(0, 2),     // pst[91]
            Pair::new(-2, -2),   // pst[92]
            Pair::new(-2, -3),   // pst[93]
            Pair::new(1, 1),     // pst[94]
            Pair::new(-3, -7),   // pst[95]
            Pair::new(-2, -4),   // pst[96]
            Pair::new(0, -1),    // pst[97]
            Pair::new(2, 2),     // pst[98]
            Pair::new(0, 1),     // pst[99]
            Pair::new(2, 4),     // pst[100]
            Pair::new(-1, -3),   // pst[101]
            Pair::new(0, 1),     // pst[102]
            Pair::new(-4, -7),   // pst[103]
            Pair::new(4, 5),     // pst[104]
            Pair::new(0, 0),     // pst[105]
            Pair::new(0, 1),     // pst[106]
            Pair::new(0, 0),     // pst[107]
            Pair::new(0, 1),     // pst[108]
            Pair::new(1, 2),     // pst[109]
            Pair::new(0, 0),     // pst[110]
            Pair::new(1, 0),     // pst[111]
            Pair::new(0, -1),    // pst[112]
            Pair::new(0, -1),    // pst[113]
            Pair::new(1, 1),     // pst[114]
            Pair::new(1, 2),     // pst[115]
            Pair::new(0, -1),    // pst[116]
            Pair::new(0, -1),    // pst[117]
            Pair::new(-1, -3),   // pst[118]
            Pair::new(1, 0),     // pst[119]
            Pair::new(0, 1),     // pst[120]
            Pair::new(-1, -2),   // pst[121]
            Pair::new(0, 0),     // pst[122]
            Pair::new(4, 7),     // pst[123]
            Pair::new(1, 1),     // pst[124]
            Pair::new(-1, -2),   // pst[125]
            Pair::new(-2, -4),   // pst[126]
            Pair::new(0, -1),    // pst[127]
            Pair::new(-2, -7),   // pst[128]
            Pair::new(2, 7),     // pst[129]
            Pair::new(18, 7),    // pst[130]
            Pair::new(3, 7),     // pst[131]
            Pair::new(11, 18),   // pst[132]
            Pair::new(9, 4),     // pst[133]
            Pair::new(-2, -1),   // pst[134]
            Pair::new(2, 1),     // pst[135]
            Pair::new(-2, -6),   // pst[136]
            Pair::new(15, 3),    // pst[137]
            Pair::new(15, 14),   // pst[138]
            Pair::new(13, 21),   // pst[139]
            Pair::new(4, 25),    // pst[140]
            Pair::new(10, 11),   // pst[141]
            Pair::new(15, 10),   // pst[142]
            Pair::new(1, 4),     // pst[143]
            Pair::new(-3, -3),   // pst[144]
            Pair::new(3, 4),     // pst[145]
            Pair::new(-1, -1),   // pst[146]
            Pair::new(4, 4),     // pst[147]
            Pair::new(4, 7),     // pst[148]
            Pair::new(4, 5),     // pst[149]
            Pair::new(3, 7),     // pst[150]
            Pair::new(-1, -1),   // pst[151]
            Pair::new(-3, -5),   // pst[152]
            Pair::new(-4, -5),   // pst[153]
            Pair::new(-11, -9),  // pst[154]
            Pair::new(-4, -7),   // pst[155]
            Pair::new(-5, -5),   // pst[156]
            Pair::new(-5, 2),    // pst[157]
            Pair::new(2, 6),     // pst[158]
            Pair::new(-1, 1),    // pst[159]
            Pair::new(-7, -10),  // pst[160]
            Pair::new(-2, 0),    // pst[161]
            Pair::new(1, 5),     // pst[162]
            Pair::new(0, 1),     // pst[163]
            Pair::new(2, 7),     // pst[164]
            Pair::new(-2, -5),   // pst[165]
            Pair::new(-2, -2),   // pst[166]
            Pair::new(-4, -5),   // pst[167]
            Pair::new(-4, -6),   // pst[168]
            Pair::new(2, 4),     // pst[169]
            Pair::new(1, 0),     // pst[170]
            Pair::new(-2, -5),   // pst[171]
            Pair::new(3, 7),     // pst[172]
            Pair::new(4, 10),    // pst[173]
            Pair::new(1, 2),     // pst[174]
            Pair::new(-8, -9),   // pst[175]
            Pair::new(1, 0),     // pst[176]
            Pair::new(0, 2),     // pst[177]
            Pair::new(0, 1),     // pst[178]
            Pair::new(-2, -4),   // pst[179]
            Pair::new(1, 3),     // pst[180]
            Pair::new(1, 2),     // pst[181]
            Pair::new(0, 0),     // pst[182]
            Pair::new(3, 2),     // pst[183]
            Pair::new(-7, -12),  // pst[184]
            Pair::new(1, 0),     // pst[185]
            Pair::new(-2, -5),   // pst[186]
            Pair::new(-4, -7),   // pst[187]
            Pair::new(-3, -5),   // pst[188]
            Pair::new(-2, -4),   // pst[189]
            Pair::new(0, -2),    // pst[190]
            Pair::new(-5, -10),  // pst[191]
            Pair::new(3, 34),    // pst[192]
            Pair::new(-1, -7),   // pst[193]
            Pair::new(3, 4),     // pst[194]
            Pair::new(-2, 9),    // pst[195]
            Pair::new(1, 5),     // pst[196]
            Pair::new(8, 12),    // pst[197]
            Pair::new(-1, 17),   // pst[198]
            Pair::new(-9, 50),   // pst[199]
            Pair::new(2, 5),     // pst[200]
            Pair::new(-4, -11),  // pst[201]
            Pair::new(-5, -9),   // pst[202]
            Pair::new(-6, -12),  // pst[203]
            Pair::new(-6, -13),  // pst[204]
            Pair::new(-7, -17),  // pst[205]
            Pair::new(-6, -19),  // pst[206]
            Pair::new(2, 11),    // pst[207]
            Pair::new(9, 18),    // pst[208]
            Pair::new(-4, -11),  // pst[209]
            Pair::new(-7, -12),  // pst[210]
            Pair::new(-1, -1),   // pst[211]
            Pair::new(-6, -11),  // pst[212]
            Pair::new(-6, -10),  // pst[213]
            Pair::new(-10, -17), // pst[214]
            Pair::new(11, 14),   // pst[215]
            Pair::new(26, 19),   // pst[216]
            Pair::new(-3, -10),  // pst[217]
            Pair::new(-7, -11),  // pst[218]
            Pair::new(0, 3),     // pst[219]
            Pair::new(-2, -2),   // pst[220]
            Pair::new(-11, -17), // pst[221]
            Pair::new(-7, -12),  // pst[222]
            Pair::new(23, 18),   // pst[223]
            Pair::new(4, 6),     // pst[224]
            Pair::new(-6, -10),  // pst[225]
            Pair::new(-2, 0),    // pst[226]
            Pair::new(0, 2),     // pst[227]
            Pair::new(0, 0),     // pst[228]
            Pair::new(-4, -6),   // pst[229]
            Pair::new(-6, -11),  // pst[230]
            Pair::new(9, 2),     // pst[231]
            Pair::new(8, 7),     // pst[232]
            Pair::new(1, 3),     // pst[233]
            Pair::new(2, 1),     // pst[234]
            Pair::new(-1, -4),   // pst[235]
            Pair::new(2, 3),     // pst[236]
            Pair::new(4, 8),     // pst[237]
            Pair::new(0, 1),     // pst[238]
            Pair::new(5, 2),     // pst[239]
            Pair::new(-6, -14),  // pst[240]
            Pair::new(-2, -4),   // pst[241]
            Pair::new(-1, -4),   // pst[242]
            Pair::new(0, -3),    // pst[243]
            Pair::new(-8, -13),  // pst[244]
            Pair::new(1, 2),     // pst[245]
            Pair::new(-2, -6),   // pst[246]
            Pair::new(5, 11),    // pst[247]
            Pair::new(5, 5),     // pst[248]
            Pair::new(4, 6),     // pst[249]
            Pair::new(4, 7),     // pst[250]
            Pair::new(1, 5),     // pst[251]
            Pair::new(7, 14),    // pst[252]
            Pair::new(2, 4),     // pst[253]
            Pair::new(-2, -6),   // pst[254]
            Pair::new(5, 8),     // pst[255]
            Pair::new(-4, -23),  // pst[256]
            Pair::new(3, -12),   // pst[257]
            Pair::new(8, -3),    // pst[258]
            Pair::new(68, -23),  // pst[259]
            Pair::new(10, -8),   // pst[260]
            Pair::new(-4, -10),  // pst[261]
            Pair::new(-2, -24),  // pst[262]
            Pair::new(-8, -25),  // pst[263]
            Pair::new(-5, -21),  // pst[264]
            Pair::new(9, -13),   // pst[265]
            Pair::new(18, -7),   // pst[266]
            Pair::new(4, 1),     // pst[267]
            Pair::new(0, -11),   // pst[268]
            Pair::new(2, -4),    // pst[269]
            Pair::new(-8, -19),  // pst[270]
            Pair::new(2, -5),    // pst[271]
            Pair::new(1, 1),     // pst[272]
            Pair::new(-8, -9),   // pst[273]
            Pair::new(-10, -9),  // pst[274]
            Pair::new(-22, -21), // pst[275]
            Pair::new(-21, -26), // pst[276]
            Pair::new(-15, -17), // pst[277]
            Pair::new(-6, -10),  // pst[278]
            Pair::new(4, -1),    // pst[279]
            Pair::new(13, 17),   // pst[280]
            Pair::new(-10, -1),  // pst[281]
            Pair::new(-15, 0),   // pst[282]
            Pair::new(-53, -23), // pst[283]
            Pair::new(-22, -8),  // pst[284]
            Pair::new(-14, -9),  // pst[285]
            Pair::new(-20, -16), // pst[286]
            Pair::new(5, 11),    // pst[287]
            Pair::new(11, 22),   // pst[288]
            Pair::new(4, 16),    // pst[289]
            Pair::new(8, 26),    // pst[290]
            Pair::new(5, 34),    // pst[291]
            Pair::new(10, 17),   // pst[292]
            Pair::new(6, 14),    // pst[293]
            Pair::new(2, 7),     // pst[294]
            Pair::new(14, 20),   // pst[295]
            Pair::new(5, 11),    // pst[296]
            Pair::new(3, 7),     // pst[297]
            Pair::new(6, 15),    // pst[298]
            Pair::new(10, 20),   // pst[299]
            Pair::new(11, 25),   // pst[300]
            Pair::new(5, 15),    // pst[301]
            Pair::new(4, 7),     // pst[302]
            Pair::new(6, 11),    // pst[303]
            Pair::new(3, 6),     // pst[304]
            Pair::new(-1, -1),   // pst[305]
            Pair::new(0, 9),     // pst[306]
            Pair::new(2, 9),     // pst[307]
            Pair::new(4, 6),     // pst[308]
            Pair::new(2, 7),     // pst[309]
            Pair::new(-4, -11),  // pst[310]
            Pair::new(4, -2),    // pst[311]
            Pair::new(1, -7),    // pst[312]
            Pair::new(2, -2),    // pst[313]
            Pair::new(9, 11),    // pst[314]
            Pair::new(9, 20),    // pst[315]
            Pair::new(7, 13),    // pst[316]
            Pair::new(9, 15),    // pst[317]
            Pair::new(-3, -14),  // pst[318]
            Pair::new(3, -4),    // pst[319]
            Pair::new(-7, -15),  // pst[320]
            Pair::new(4, 16),    // pst[321]
            Pair::new(4, 6),     // pst[322]
            Pair::new(-4, 7),    // pst[323]
            Pair::new(23, -2),   // pst[324]
            Pair::new(7, 11),    // pst[325]
            Pair::new(4, 7),     // pst[326]
            Pair::new(-5, -5),   // pst[327]
            Pair::new(3, 0),     // pst[328]
            Pair::new(-5, -12),  // pst[329]
            Pair::new(7, 19),    // pst[330]
            Pair::new(-4, 4),    // pst[331]
            Pair::new(4, 4),     // pst[332]
            Pair::new(12, 12),   // pst[333]
            Pair::new(21, -1),   // pst[334]
            Pair::new(1, -1),    // pst[335]
            Pair::new(2, 5),     // pst[336]
            Pair::new(-4, -5),   // pst[337]
            Pair::new(-3, 1),    // pst[338]
            Pair::new(-5, -5),   // pst[339]
            Pair::new(-8, 1),    // pst[340]
            Pair::new(-4, -2),   // pst[341]
            Pair::new(-10, -14), // pst[342]
            Pair::new(-2, -5),   // pst[343]
            Pair::new(-1, -1),   // pst[344]
            Pair::new(-3, -9),   // pst[345]
            Pair::new(-3, -13),  // pst[346]
            Pair::new(1, -2),    // pst[347]
            Pair::new(-4, -11),  // pst[348]
            Pair::new(-7, -18),  // pst[349]
            Pair::new(-3, -4),   // pst[350]
            Pair::new(-5, -11),  // pst[351]
            Pair::new(-1, -2),   // pst[352]
            Pair::new(0, 0),     // pst[353]
            Pair::new(-1, -4),   // pst[354]
            Pair::new(0, 4),     // pst[355]
            Pair::new(-3, -8),   // pst[356]
            Pair::new(-1, -4),   // pst[357]
            Pair::new(0, -3),    // pst[358]
            Pair::new(-5, -11),  // pst[359]
            Pair::new(0, -3),    // pst[360]
            Pair::new(0, 1),     // pst[361]
            Pair::new(0, -1),    // pst[362]
            Pair::new(-1, -4),   // pst[363]
            Pair::new(-2, -7),   // pst[364]
            Pair::new(-1, -4),   // pst[365]
            Pair::new(0, -1),    // pst[366]
            Pair::new(-1, -5),   // pst[367]
            Pair::new(0, 0),     // pst[368]
            Pair::new(-1, -3),   // pst[369]
            Pair::new(-2, -1),   // pst[370]
            Pair::new(-2, -2),   // pst[371]
            Pair::new(-1, -2),   // pst[372]
            Pair::new(1, 3),     // pst[373]
            Pair::new(0, -1),    // pst[374]
            Pair::new(0, 0),     // pst[375]
            Pair::new(0, 0),     // pst[376]
            Pair::new(0, 0),     // pst[377]
            Pair::new(-1, -2),   // pst[378]
            Pair::new(0, -1),    // pst[379]
            Pair::new(-1, -1),   // pst[380]
            Pair::new(-1, -2),   // pst[381]
            Pair::new(0, -2),    // pst[382]
            Pair::new(0, -1),    // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-14, -30), // mobility_knight[0]
            Pair::new(-14, -10), // mobility_knight[1]
            Pair::new(-8, 0),    // mobility_knight[2]
            Pair::new(1, 0),     // mobility_knight[3]
            Pair::new(1, 0),     // mobility_knight[4]
            Pair::new(1, 0),     // mobility_knight[5]
            Pair::new(1, 0),     // mobility_knight[6]
            Pair::new(1, 0),     // mobility_knight[7]
            Pair::new(1, 2),     // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-11, -21), // mobility_bishop[0]
            Pair::new(-11, -8),  // mobility_bishop[1]
            Pair::new(-8, 5),    // mobility_bishop[2]
            Pair::new(-5, 8),    // mobility_bishop[3]
            Pair::new(2, 10),    // mobility_bishop[4]
            Pair::new(4, 12),    // mobility_bishop[5]
            Pair::new(4, 13),    // mobility_bishop[6]
            Pair::new(4, 13),    // mobility_bishop[7]
            Pair::new(4, 13),    // mobility_bishop[8]
            Pair::new(4, 13),    // mobility_bishop[9]
            Pair::new(4, 13),    // mobility_bishop[10]
            Pair::new(4, 13),    // mobility_bishop[11]
            Pair::new(4, 13),    // mobility_bishop[12]
            Pair::new(4, 13),    // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-18, -35), // mobility_rook[0]
            Pair::new(-10, -28), // mobility_rook[1]
            Pair::new(-10, -22), // mobility_rook[2]
            Pair::new(-10, -17), // mobility_rook[3]
            Pair::new(-9, -7),   // mobility_rook[4]
            Pair::new(-6, 0),    // mobility_rook[5]
            Pair::new(-4, 5),    // mobility_rook[6]
            Pair::new(-1, 5),    // mobility_rook[7]
            Pair::new(1, 5),     // mobility_rook[8]
            Pair::new(1, 5),     // mobility_rook[9]
            Pair::new(1, 5),     // mobility_rook[10]
            Pair::new(1, 5),     // mobility_rook[11]
            Pair::new(1, 5),     // mobility_rook[12]
            Pair::new(1, 5),     // mobility_rook[13]
            Pair::new(1, 5),     // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(-9, -19), // mobility_queen[0]
            Pair::new(-7, -19), // mobility_queen[1]
            Pair::new(-7, -19), // mobility_queen[2]
            Pair::new(-7, -19), // mobility_queen[3]
            Pair::new(-7, -19), // mobility_queen[4]
            Pair::new(-7, -15), // mobility_queen[5]
            Pair::new(-4, -5),  // mobility_queen[6]
            Pair::new(4, -4),   // mobility_queen[7]
            Pair::new(4, 3),    // mobility_queen[8]
            Pair::new(4, 3),    // mobility_queen[9]
            Pair::new(4, 3),    // mobility_queen[10]
            Pair::new(4, 3),    // mobility_queen[11]
            Pair::new(4, 3),    // mobility_queen[12]
            Pair::new(4, 3),    // mobility_queen[13]
            Pair::new(4, 3),    // mobility_queen[14]
            Pair::new(4, 3),    // mobility_queen[15]
            Pair::new(4, 3),    // mobility_queen[16]
            Pair::new(4, 3),    // mobility_queen[17]
            Pair::new(4, 3),    // mobility_queen[18]
            Pair::new(4, 3),    // mobility_queen[19]
            Pair::new(4, 3),    // mobility_queen[20]
            Pair::new(4, 3),    // mobility_queen[21]
            Pair::new(4, 3),    // mobility_queen[22]
            Pair::new(4, 3),    // mobility_queen[23]
            Pair::new(4, 3),    // mobility_queen[24]
            Pair::new(4, 3),    // mobility_queen[25]
            Pair::new(4, 3),    // mobility_queen[26]
            Pair::new(4, 3),    // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(12, -13), // passed[0]
            Pair::new(23, -2),  // passed[1]
            Pair::new(24, 6),   // passed[2]
            Pair::new(11, 11),  // passed[3]
            Pair::new(-2, 38),  // passed[4]
            Pair::new(-44, 67), // passed[5]
            Pair::new(31, 146), // passed[6]
            Pair::new(0, 0),    // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(21, -27),  // passed_blocked[0]
            Pair::new(8, -26),   // passed_blocked[1]
            Pair::new(-1, -23),  // passed_blocked[2]
            Pair::new(2, -30),   // passed_blocked[3]
            Pair::new(-7, -16),  // passed_blocked[4]
            Pair::new(12, -33),  // passed_blocked[5]
            Pair::new(-22, -73), // passed_blocked[6]
            Pair::new(0, 0),     // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(27, 3),   // connected[0]
            Pair::new(25, -1),  // connected[1]
            Pair::new(28, 2),   // connected[2]
            Pair::new(9, 3),    // connected[3]
            Pair::new(-26, 33), // connected[4]
            Pair::new(-26, 47), // connected[5]
            Pair::new(1, 64),   // connected[6]
            Pair::new(0, 0),    // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(12, -7)]),
    ("doubled", &[Pair::new(-8, -12)]),
    ("backward", &[Pair::new(9, 0)]),
    ("bishop_pair", &[Pair::new(18, 16)]),
    ("rook_open", &[Pair::new(1, 4)]),
    ("rook_semi_open", &[Pair::new(-31, 15)]),
    (
        "shelter",
        &[
            Pair::new(-14, -21), // shelter[0]
            Pair::new(-11, -27), // shelter[1]
            Pair::new(-10, -25), // shelter[2]
            Pair::new(-1, -18),  // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(0, 2),   // king_attack[0]
            Pair::new(-3, -3), // king_attack[1]
            Pair::new(0, 0),   // king_attack[2]
            Pair::new(35, 48), // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(45, 55)]),
    ("threat_by_minor", &[Pair::new(-2, -1)]),
    ("threat_by_rook", &[Pair::new(-34, -44)]),
    (
        "safe_check",
        &[
            Pair::new(0, 0),   // safe_check[0]
            Pair::new(0, 0),   // safe_check[1]
            Pair::new(0, 0),   // safe_check[2]
            Pair::new(43, 62), // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(57, 76)]),
    ("king_weak_squares", &[Pair::new(-28, 15)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),   // king_attackers[0]
            Pair::new(32, 46), // king_attackers[1]
            Pair::new(1, 0),   // king_attackers[2]
            Pair::new(0, 0),   // king_attackers[3]
            Pair::new(0, 0),   // king_attackers[4]
            Pair::new(0, 0),   // king_attackers[5]
            Pair::new(0, 0),   // king_attackers[6]
            Pair::new(0, 0),   // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(0, 0),   // passed_own_king[0]
            Pair::new(0, 0),   // passed_own_king[1]
            Pair::new(0, -1),  // passed_own_king[2]
            Pair::new(1, 9),   // passed_own_king[3]
            Pair::new(8, 25),  // passed_own_king[4]
            Pair::new(11, 49), // passed_own_king[5]
            Pair::new(16, 52), // passed_own_king[6]
            Pair::new(6, 18),  // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(2, -25),  // passed_their_king[0]
            Pair::new(-10, 6),  // passed_their_king[1]
            Pair::new(-14, 18), // passed_their_king[2]
            Pair::new(-32, 36), // passed_their_king[3]
            Pair::new(-30, 41), // passed_their_king[4]
            Pair::new(-34, 47), // passed_their_king[5]
            Pair::new(-31, 46), // passed_their_king[6]
            Pair::new(-2, 41),  // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(-21, 14), // passed_free[0]
            Pair::new(-16, 18), // passed_free[1]
            Pair::new(-39, 21), // passed_free[2]
            Pair::new(-25, 20), // passed_free[3]
            Pair::new(1, 12),   // passed_free[4]
            Pair::new(6, 46),   // passed_free[5]
            Pair::new(16, 44),  // passed_free[6]
            Pair::new(0, 0),    // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(-2, -32)]),
    (
        "outpost",
        &[
            Pair::new(0, 1),   // outpost[0]
            Pair::new(-2, -3), // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(22, -10)]),
    ("bishop_pawns", &[Pair::new(-3, -2)]),
    (
        "king_file",
        &[
            Pair::new(-3, -13),  // king_file[0]
            Pair::new(-24, -35), // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(0, 0), // king_danger_bucket[0]
            Pair::new(2, 3), // king_danger_bucket[1]
            Pair::new(2, 3), // king_danger_bucket[2]
            Pair::new(2, 3), // king_danger_bucket[3]
            Pair::new(2, 3), // king_danger_bucket[4]
            Pair::new(2, 3), // king_danger_bucket[5]
            Pair::new(2, 3), // king_danger_bucket[6]
            Pair::new(2, 3), // king_danger_bucket[7]
            Pair::new(2, 3), // king_danger_bucket[8]
            Pair::new(2, 3), // king_danger_bucket[9]
            Pair::new(2, 3), // king_danger_bucket[10]
            Pair::new(2, 3), // king_danger_bucket[11]
            Pair::new(2, 3), // king_danger_bucket[12]
            Pair::new(2, 3), // king_danger_bucket[13]
            Pair::new(2, 3), // king_danger_bucket[14]
            Pair::new(2, 3), // king_danger_bucket[15]
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
            Pair::new(1, 2),     // shelter_file[0]
            Pair::new(-1, -12),  // shelter_file[1]
            Pair::new(7, 3),     // shelter_file[2]
            Pair::new(-2, -5),   // shelter_file[3]
            Pair::new(-2, -3),   // shelter_file[4]
            Pair::new(-1, -16),  // shelter_file[5]
            Pair::new(-9, -17),  // shelter_file[6]
            Pair::new(-2, -5),   // shelter_file[7]
            Pair::new(-3, -6),   // shelter_file[8]
            Pair::new(-2, -4),   // shelter_file[9]
            Pair::new(-2, -4),   // shelter_file[10]
            Pair::new(4, -28),   // shelter_file[11]
            Pair::new(-6, -6),   // shelter_file[12]
            Pair::new(2, -13),   // shelter_file[13]
            Pair::new(-11, -6),  // shelter_file[14]
            Pair::new(-1, -2),   // shelter_file[15]
            Pair::new(0, 3),     // shelter_file[16]
            Pair::new(8, -23),   // shelter_file[17]
            Pair::new(3, 1),     // shelter_file[18]
            Pair::new(7, -7),    // shelter_file[19]
            Pair::new(6, 2),     // shelter_file[20]
            Pair::new(-7, -5),   // shelter_file[21]
            Pair::new(0, 0),     // shelter_file[22]
            Pair::new(-8, -11),  // shelter_file[23]
            Pair::new(0, 0),     // shelter_file[24]
            Pair::new(2, 3),     // shelter_file[25]
            Pair::new(-1, -3),   // shelter_file[26]
            Pair::new(-1, -3),   // shelter_file[27]
            Pair::new(-2, -1),   // shelter_file[28]
            Pair::new(-19, -52), // shelter_file[29]
            Pair::new(0, 0),     // shelter_file[30]
            Pair::new(-3, -16),  // shelter_file[31]
            Pair::new(-2, -3),   // shelter_file[32]
            Pair::new(-2, -3),   // shelter_file[33]
            Pair::new(-1, 0),    // shelter_file[34]
            Pair::new(10, -9),   // shelter_file[35]
            Pair::new(0, 0),     // shelter_file[36]
            Pair::new(2, -1),    // shelter_file[37]
            Pair::new(-6, -12),  // shelter_file[38]
            Pair::new(1, -1),    // shelter_file[39]
            Pair::new(1, 1),     // shelter_file[40]
            Pair::new(9, 8),     // shelter_file[41]
            Pair::new(0, 0),     // shelter_file[42]
            Pair::new(5, -10),   // shelter_file[43]
            Pair::new(7, -1),    // shelter_file[44]
            Pair::new(-8, -9),   // shelter_file[45]
            Pair::new(-1, -1),   // shelter_file[46]
            Pair::new(-8, 4),    // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(4, 3),     // pawn_storm[0]
            Pair::new(-5, -10),  // pawn_storm[1]
            Pair::new(-9, -18),  // pawn_storm[2]
            Pair::new(-3, -7),   // pawn_storm[3]
            Pair::new(4, -1),    // pawn_storm[4]
            Pair::new(-2, -24),  // pawn_storm[5]
            Pair::new(4, 6),     // pawn_storm[6]
            Pair::new(-10, -3),  // pawn_storm[7]
            Pair::new(-1, -13),  // pawn_storm[8]
            Pair::new(2, -16),   // pawn_storm[9]
            Pair::new(3, -14),   // pawn_storm[10]
            Pair::new(-3, -35),  // pawn_storm[11]
            Pair::new(13, 10),   // pawn_storm[12]
            Pair::new(-11, -23), // pawn_storm[13]
            Pair::new(15, -18),  // pawn_storm[14]
            Pair::new(3, -2),    // pawn_storm[15]
            Pair::new(-6, 0),    // pawn_storm[16]
            Pair::new(-4, -15),  // pawn_storm[17]
            Pair::new(14, 32),   // pawn_storm[18]
            Pair::new(-8, -30),  // pawn_storm[19]
            Pair::new(-4, -6),   // pawn_storm[20]
            Pair::new(18, -2),   // pawn_storm[21]
            Pair::new(5, 1),     // pawn_storm[22]
            Pair::new(6, -24),   // pawn_storm[23]
            Pair::new(0, 0),     // pawn_storm[24]
            Pair::new(0, 0),     // pawn_storm[25]
            Pair::new(-4, -10),  // pawn_storm[26]
            Pair::new(-2, -11),  // pawn_storm[27]
            Pair::new(-2, -6),   // pawn_storm[28]
            Pair::new(0, 0),     // pawn_storm[29]
            Pair::new(0, 0),     // pawn_storm[30]
            Pair::new(0, 0),     // pawn_storm[31]
            Pair::new(-2, -8),   // pawn_storm[32]
            Pair::new(-6, -11),  // pawn_storm[33]
            Pair::new(0, 1),     // pawn_storm[34]
            Pair::new(0, 0),     // pawn_storm[35]
            Pair::new(0, 0),     // pawn_storm[36]
            Pair::new(0, 0),     // pawn_storm[37]
            Pair::new(4, -3),    // pawn_storm[38]
            Pair::new(-8, -4),   // pawn_storm[39]
            Pair::new(-4, -5),   // pawn_storm[40]
            Pair::new(0, 0),     // pawn_storm[41]
            Pair::new(0, 0),     // pawn_storm[42]
            Pair::new(0, 0),     // pawn_storm[43]
            Pair::new(-20, -13), // pawn_storm[44]
            Pair::new(-5, -1),   // pawn_storm[45]
            Pair::new(-12, -8),  // pawn_storm[46]
            Pair::new(0, 0),     // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(-14, 0), // threat_minor_on[0]
            Pair::new(0, 0),   // threat_minor_on[1]
            Pair::new(0, 0),   // threat_minor_on[2]
            Pair::new(-1, -1), // threat_minor_on[3]
            Pair::new(-1, -1), // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(8, 2),   // threat_rook_on[0]
            Pair::new(0, 0),   // threat_rook_on[1]
            Pair::new(0, 0),   // threat_rook_on[2]
            Pair::new(0, 0),   // threat_rook_on[3]
            Pair::new(-1, -1), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(5, -13)]),
    ("pawn_push_threat", &[Pair::new(3, 42)]),
    ("restricted", &[Pair::new(43, -14)]),
    ("space", &[Pair::new(-1, 1)]),
    (
        "passed_safe_path",
        &[
            Pair::new(1, 6),   // passed_safe_path[0]
            Pair::new(-5, 0),  // passed_safe_path[1]
            Pair::new(-4, -1), // passed_safe_path[2]
            Pair::new(-3, 14), // passed_safe_path[3]
            Pair::new(6, 35),  // passed_safe_path[4]
            Pair::new(18, 57), // passed_safe_path[5]
            Pair::new(16, 44), // passed_safe_path[6]
            Pair::new(0, 0),   // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(0, -33),   // king_defenders[0]
            Pair::new(-4, -26),  // king_defenders[1]
            Pair::new(-10, -16), // king_defenders[2]
            Pair::new(-4, -15),  // king_defenders[3]
            Pair::new(2, -4),    // king_defenders[4]
            Pair::new(-5, -6),   // king_defenders[5]
            Pair::new(-1, -1),   // king_defenders[6]
            Pair::new(0, 0),     // king_defenders[7]
            Pair::new(0, 0),     // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, -4)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),   // knight_king_distance[0]
            Pair::new(1, 19),  // knight_king_distance[1]
            Pair::new(9, 9),   // knight_king_distance[2]
            Pair::new(14, 9),  // knight_king_distance[3]
            Pair::new(4, 8),   // knight_king_distance[4]
            Pair::new(0, -4),  // knight_king_distance[5]
            Pair::new(-2, -5), // knight_king_distance[6]
            Pair::new(0, 0),   // knight_king_distance[7]
            Pair::new(0, 0),   // knight_king_distance[8]
            Pair::new(0, 1),   // knight_king_distance[9]
            Pair::new(0, 0),   // knight_king_distance[10]
            Pair::new(0, 0),   // knight_king_distance[11]
            Pair::new(0, 0),   // knight_king_distance[12]
            Pair::new(0, 0),   // knight_king_distance[13]
            Pair::new(0, 0),   // knight_king_distance[14]
            Pair::new(0, 0),   // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(5, 2)]),
    ("queen_relative_pin", &[Pair::new(9, 9)]),
    ("rook_on_seventh", &[Pair::new(0, -6)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(3, 8),     // rook_behind_passer[0]
            Pair::new(-15, -31), // rook_behind_passer[1]
        ],
    ),
    (
        "king_flank_attack",
        &[
            Pair::new(1, 3),   // king_flank_attack[0]
            Pair::new(-1, -2), // king_flank_attack[1]
            Pair::new(2, 2),   // king_flank_attack[2]
        ],
    ),
    (
        "king_blockers",
        &[
            Pair::new(9, 13), // king_blockers[0]
            Pair::new(3, 4),  // king_blockers[1]
        ],
    ),
    (
        "complexity",
        &[
            Pair::new(0, 1),   // complexity[0]
            Pair::new(0, -25), // complexity[1]
            Pair::new(0, 9),   // complexity[2]
            Pair::new(0, -9),  // complexity[3]
        ],
    ),
];
