//! The evaluation weights in use, fitted by `ferrum tune`.
//! 979,595 quiet positions of 12,000 self-play games (`datagen --nodes 5000 --random-plies 8`,
//! seeds 3737 (4,000 games) and 3838 (8,000), played by 46db362), each labelled with Stockfish
//! 15.1's depth-8 score (`bench/label_scores.py`); targets 0.80 score (scale 2.5005) and 0.20
//! result (`tune --score-weight 0.8`), every weight refitted: 1000 epochs, lr 1, K 2.3527,
//! MSE 0.018500 -> 0.017154.

use super::layout::{assemble, Named};
use super::params::{initial_weights, NUM_PARAMS, TERMS};
use super::Pair;

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, initial_weights(), FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(80, 73),    // material[0]
            Pair::new(418, 278),  // material[1]
            Pair::new(444, 296),  // material[2]
            Pair::new(563, 541),  // material[3]
            Pair::new(1315, 885), // material[4]
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
            Pair::new(-5, 19),     // pst[8]
            Pair::new(7, 9),       // pst[9]
            Pair::new(8, 22),      // pst[10]
            Pair::new(8, 24),      // pst[11]
            Pair::new(11, 20),     // pst[12]
            Pair::new(21, 23),     // pst[13]
            Pair::new(31, 16),     // pst[14]
            Pair::new(-9, 18),     // pst[15]
            Pair::new(-3, 14),     // pst[16]
            Pair::new(-8, 12),     // pst[17]
            Pair::new(6, 10),      // pst[18]
            Pair::new(5, 2),       // pst[19]
            Pair::new(11, 5),      // pst[20]
            Pair::new(6, 15),      // pst[21]
            Pair::new(21, 6),      // pst[22]
            Pair::new(-13, 13),    // pst[23]
            Pair::new(-6, 25),     // pst[24]
            Pair::new(-14, 15),    // pst[25]
            Pair::new(2, 6),       // pst[26]
            Pair::new(13, -7),     // pst[27]
            Pair::new(12, -4),     // pst[28]
            Pair::new(10, 0),      // pst[29]
            Pair::new(-10, 25),    // pst[30]
            Pair::new(-20, 24),    // pst[31]
            Pair::new(3, 22),      // pst[32]
            Pair::new(4, 14),      // pst[33]
            Pair::new(-9, 8),      // pst[34]
            Pair::new(-4, -10),    // pst[35]
            Pair::new(-8, -5),     // pst[36]
            Pair::new(-6, 9),      // pst[37]
            Pair::new(4, 27),      // pst[38]
            Pair::new(-14, 29),    // pst[39]
            Pair::new(17, 19),     // pst[40]
            Pair::new(-6, 36),     // pst[41]
            Pair::new(-18, 31),    // pst[42]
            Pair::new(13, -1),     // pst[43]
            Pair::new(14, 16),     // pst[44]
            Pair::new(8, 24),      // pst[45]
            Pair::new(-21, 51),    // pst[46]
            Pair::new(16, 3),      // pst[47]
            Pair::new(220, 0),     // pst[48]
            Pair::new(44, 102),    // pst[49]
            Pair::new(-28, 167),   // pst[50]
            Pair::new(50, 119),    // pst[51]
            Pair::new(117, 93),    // pst[52]
            Pair::new(33, 124),    // pst[53]
            Pair::new(-5, 133),    // pst[54]
            Pair::new(210, -18),   // pst[55]
            Pair::new(0, 0),       // pst[56]
            Pair::new(0, 0),       // pst[57]
            Pair::new(0, 0),       // pst[58]
            Pair::new(0, 0),       // pst[59]
            Pair::new(0, 0),       // pst[60]
            Pair::new(0, 0),       // pst[61]
            Pair::new(0, 0),       // pst[62]
            Pair::new(0, 0),       // pst[63]
            Pair::new(-51, -125),  // pst[64]
            Pair::new(10, -29),    // pst[65]
            Pair::new(-30, 28),    // pst[66]
            Pair::new(3, 8),       // pst[67]
            Pair::new(21, 8),      // pst[68]
            Pair::new(4, -17),     // pst[69]
            Pair::new(2, -22),     // pst[70]
            Pair::new(-21, -17),   // pst[71]
            Pair::new(-16, -1),    // pst[72]
            Pair::new(-12, 6),     // pst[73]
            Pair::new(1, 11),      // pst[74]
            Pair::new(1, 12),      // pst[75]
            Pair::new(3, 12),      // pst[76]
            Pair::new(-7, -2),     // pst[77]
            Pair::new(10, 1),      // pst[78]
            Pair::new(-13, 18),    // pst[79]
            Pair::new(-8, 3),      // pst[80]
            Pair::new(3, 25),      // pst[81]
            Pair::new(-6, 30),     // pst[82]
            Pair::new(-5, 32),     // pst[83]
            Pair::new(0, 39),      // pst[84]
            Pair::new(-2, 28),     // pst[85]
            Pair::new(6, 18),      // pst[86]
            Pair::new(-20, 7),     // pst[87]
            Pair::new(18, 17),     // pst[88]
            Pair::new(-7, 27),     // pst[89]
            Pair::new(2, 49),      // pst[90]
            Pair::new(2, 46),      // pst[91]
            Pair::new(1, 56),      // pst[92]
            Pair::new(10, 39),     // pst[93]
            Pair::new(1, 28),      // pst[94]
            Pair::new(3, 27),      // pst[95]
            Pair::new(18, 40),     // pst[96]
            Pair::new(4, 33),      // pst[97]
            Pair::new(9, 48),      // pst[98]
            Pair::new(13, 55),     // pst[99]
            Pair::new(9, 66),      // pst[100]
            Pair::new(25, 45),     // pst[101]
            Pair::new(8, 36),      // pst[102]
            Pair::new(32, -2),     // pst[103]
            Pair::new(14, 17),     // pst[104]
            Pair::new(17, 36),     // pst[105]
            Pair::new(28, 57),     // pst[106]
            Pair::new(50, 47),     // pst[107]
            Pair::new(29, 39),     // pst[108]
            Pair::new(68, 26),     // pst[109]
            Pair::new(10, 17),     // pst[110]
            Pair::new(31, 2),      // pst[111]
            Pair::new(-16, 17),    // pst[112]
            Pair::new(-44, 53),    // pst[113]
            Pair::new(14, 23),     // pst[114]
            Pair::new(9, 42),      // pst[115]
            Pair::new(27, 25),     // pst[116]
            Pair::new(90, 5),      // pst[117]
            Pair::new(-56, 28),    // pst[118]
            Pair::new(-49, 25),    // pst[119]
            Pair::new(-95, 10),    // pst[120]
            Pair::new(28, 7),      // pst[121]
            Pair::new(-177, 49),   // pst[122]
            Pair::new(88, 4),      // pst[123]
            Pair::new(-20, 39),    // pst[124]
            Pair::new(-79, 44),    // pst[125]
            Pair::new(139, -61),   // pst[126]
            Pair::new(-147, 33),   // pst[127]
            Pair::new(5, -39),     // pst[128]
            Pair::new(-3, -51),    // pst[129]
            Pair::new(16, 0),      // pst[130]
            Pair::new(11, -1),     // pst[131]
            Pair::new(13, -8),     // pst[132]
            Pair::new(-9, 5),      // pst[133]
            Pair::new(78, -7),     // pst[134]
            Pair::new(6, -29),     // pst[135]
            Pair::new(19, 14),     // pst[136]
            Pair::new(19, -32),    // pst[137]
            Pair::new(17, -9),     // pst[138]
            Pair::new(8, 14),      // pst[139]
            Pair::new(10, 10),     // pst[140]
            Pair::new(28, -24),    // pst[141]
            Pair::new(15, -18),    // pst[142]
            Pair::new(6, 0),       // pst[143]
            Pair::new(21, -5),     // pst[144]
            Pair::new(20, 21),     // pst[145]
            Pair::new(7, 0),       // pst[146]
            Pair::new(24, 18),     // pst[147]
            Pair::new(25, 25),     // pst[148]
            Pair::new(19, -2),     // pst[149]
            Pair::new(26, 7),      // pst[150]
            Pair::new(17, 10),     // pst[151]
            Pair::new(12, 0),      // pst[152]
            Pair::new(14, 20),     // pst[153]
            Pair::new(22, 29),     // pst[154]
            Pair::new(37, 20),     // pst[155]
            Pair::new(46, 17),     // pst[156]
            Pair::new(34, 27),     // pst[157]
            Pair::new(27, 9),      // pst[158]
            Pair::new(29, -31),    // pst[159]
            Pair::new(-10, 11),    // pst[160]
            Pair::new(25, 17),     // pst[161]
            Pair::new(33, 23),     // pst[162]
            Pair::new(44, 21),     // pst[163]
            Pair::new(32, 32),     // pst[164]
            Pair::new(42, 9),      // pst[165]
            Pair::new(37, 23),     // pst[166]
            Pair::new(16, -3),     // pst[167]
            Pair::new(13, 10),     // pst[168]
            Pair::new(17, 23),     // pst[169]
            Pair::new(-17, 28),    // pst[170]
            Pair::new(42, 22),     // pst[171]
            Pair::new(53, 6),      // pst[172]
            Pair::new(33, 10),     // pst[173]
            Pair::new(55, -15),    // pst[174]
            Pair::new(31, -7),     // pst[175]
            Pair::new(-18, 18),    // pst[176]
            Pair::new(-32, 22),    // pst[177]
            Pair::new(20, 11),     // pst[178]
            Pair::new(20, 31),     // pst[179]
            Pair::new(12, 21),     // pst[180]
            Pair::new(9, 22),      // pst[181]
            Pair::new(-9, 0),      // pst[182]
            Pair::new(-38, 5),     // pst[183]
            Pair::new(-50, 12),    // pst[184]
            Pair::new(-23, 16),    // pst[185]
            Pair::new(9, 13),      // pst[186]
            Pair::new(-123, 38),   // pst[187]
            Pair::new(-30, 39),    // pst[188]
            Pair::new(-33, 9),     // pst[189]
            Pair::new(40, -27),    // pst[190]
            Pair::new(26, -28),    // pst[191]
            Pair::new(-4, 4),      // pst[192]
            Pair::new(-9, 6),      // pst[193]
            Pair::new(3, 3),       // pst[194]
            Pair::new(10, -2),     // pst[195]
            Pair::new(26, -22),    // pst[196]
            Pair::new(21, -17),    // pst[197]
            Pair::new(-12, 15),    // pst[198]
            Pair::new(9, -14),     // pst[199]
            Pair::new(-29, 22),    // pst[200]
            Pair::new(-19, 2),     // pst[201]
            Pair::new(-3, 3),      // pst[202]
            Pair::new(-21, 6),     // pst[203]
            Pair::new(5, -7),      // pst[204]
            Pair::new(15, -22),    // pst[205]
            Pair::new(20, -23),    // pst[206]
            Pair::new(-37, 23),    // pst[207]
            Pair::new(-23, 31),    // pst[208]
            Pair::new(-18, 24),    // pst[209]
            Pair::new(-5, 19),     // pst[210]
            Pair::new(-12, 11),    // pst[211]
            Pair::new(-1, 2),      // pst[212]
            Pair::new(-2, 2),      // pst[213]
            Pair::new(-1, 8),      // pst[214]
            Pair::new(-9, 11),     // pst[215]
            Pair::new(-6, 34),     // pst[216]
            Pair::new(-6, 38),     // pst[217]
            Pair::new(-6, 42),     // pst[218]
            Pair::new(-5, 24),     // pst[219]
            Pair::new(7, 25),      // pst[220]
            Pair::new(36, 15),     // pst[221]
            Pair::new(13, 29),     // pst[222]
            Pair::new(-7, 31),     // pst[223]
            Pair::new(-4, 35),     // pst[224]
            Pair::new(11, 37),     // pst[225]
            Pair::new(26, 36),     // pst[226]
            Pair::new(24, 26),     // pst[227]
            Pair::new(40, 17),     // pst[228]
            Pair::new(58, 11),     // pst[229]
            Pair::new(34, 23),     // pst[230]
            Pair::new(11, 29),     // pst[231]
            Pair::new(2, 32),      // pst[232]
            Pair::new(40, 26),     // pst[233]
            Pair::new(54, 22),     // pst[234]
            Pair::new(37, 18),     // pst[235]
            Pair::new(79, 6),      // pst[236]
            Pair::new(96, -2),     // pst[237]
            Pair::new(20, 18),     // pst[238]
            Pair::new(25, 17),     // pst[239]
            Pair::new(36, 21),     // pst[240]
            Pair::new(35, 23),     // pst[241]
            Pair::new(65, 17),     // pst[242]
            Pair::new(100, 2),     // pst[243]
            Pair::new(82, 7),      // pst[244]
            Pair::new(72, 8),      // pst[245]
            Pair::new(38, 29),     // pst[246]
            Pair::new(84, 8),      // pst[247]
            Pair::new(31, 36),     // pst[248]
            Pair::new(68, 26),     // pst[249]
            Pair::new(18, 37),     // pst[250]
            Pair::new(1, 42),      // pst[251]
            Pair::new(54, 40),     // pst[252]
            Pair::new(103, 7),     // pst[253]
            Pair::new(56, 30),     // pst[254]
            Pair::new(28, 32),     // pst[255]
            Pair::new(29, -79),    // pst[256]
            Pair::new(24, -51),    // pst[257]
            Pair::new(33, -91),    // pst[258]
            Pair::new(32, -76),    // pst[259]
            Pair::new(23, -99),    // pst[260]
            Pair::new(32, -131),   // pst[261]
            Pair::new(25, -179),   // pst[262]
            Pair::new(52, -123),   // pst[263]
            Pair::new(6, 15),      // pst[264]
            Pair::new(31, -46),    // pst[265]
            Pair::new(35, -48),    // pst[266]
            Pair::new(34, -31),    // pst[267]
            Pair::new(39, -58),    // pst[268]
            Pair::new(50, -84),    // pst[269]
            Pair::new(44, -84),    // pst[270]
            Pair::new(29, 28),     // pst[271]
            Pair::new(17, -1),     // pst[272]
            Pair::new(31, -10),    // pst[273]
            Pair::new(14, 51),     // pst[274]
            Pair::new(25, 21),     // pst[275]
            Pair::new(24, 25),     // pst[276]
            Pair::new(29, 9),      // pst[277]
            Pair::new(39, -5),     // pst[278]
            Pair::new(29, -13),    // pst[279]
            Pair::new(39, -43),    // pst[280]
            Pair::new(5, 54),      // pst[281]
            Pair::new(6, 59),      // pst[282]
            Pair::new(19, 85),     // pst[283]
            Pair::new(18, 71),     // pst[284]
            Pair::new(24, 78),     // pst[285]
            Pair::new(40, 20),     // pst[286]
            Pair::new(43, 11),     // pst[287]
            Pair::new(10, 29),     // pst[288]
            Pair::new(28, 29),     // pst[289]
            Pair::new(26, 78),     // pst[290]
            Pair::new(6, 113),     // pst[291]
            Pair::new(31, 86),     // pst[292]
            Pair::new(31, 42),     // pst[293]
            Pair::new(48, 18),     // pst[294]
            Pair::new(56, -17),    // pst[295]
            Pair::new(0, 16),      // pst[296]
            Pair::new(52, 8),      // pst[297]
            Pair::new(20, 44),     // pst[298]
            Pair::new(21, 89),     // pst[299]
            Pair::new(14, 88),     // pst[300]
            Pair::new(74, 1),      // pst[301]
            Pair::new(33, 47),     // pst[302]
            Pair::new(25, 31),     // pst[303]
            Pair::new(2, 18),      // pst[304]
            Pair::new(-36, 89),    // pst[305]
            Pair::new(-12, 90),    // pst[306]
            Pair::new(14, 65),     // pst[307]
            Pair::new(17, 76),     // pst[308]
            Pair::new(41, 83),     // pst[309]
            Pair::new(47, -29),    // pst[310]
            Pair::new(55, 7),      // pst[311]
            Pair::new(17, 6),      // pst[312]
            Pair::new(81, -19),    // pst[313]
            Pair::new(101, -38),   // pst[314]
            Pair::new(113, -35),   // pst[315]
            Pair::new(33, 13),     // pst[316]
            Pair::new(58, 1),      // pst[317]
            Pair::new(112, -54),   // pst[318]
            Pair::new(56, 15),     // pst[319]
            Pair::new(-96, 58),    // pst[320]
            Pair::new(-34, 12),    // pst[321]
            Pair::new(-23, 8),     // pst[322]
            Pair::new(-94, -3),    // pst[323]
            Pair::new(-55, -22),   // pst[324]
            Pair::new(-88, 18),    // pst[325]
            Pair::new(-46, 16),    // pst[326]
            Pair::new(-40, 8),     // pst[327]
            Pair::new(-33, -5),    // pst[328]
            Pair::new(-80, 35),    // pst[329]
            Pair::new(-52, 27),    // pst[330]
            Pair::new(-84, 28),    // pst[331]
            Pair::new(-83, 28),    // pst[332]
            Pair::new(-76, 38),    // pst[333]
            Pair::new(-68, 49),    // pst[334]
            Pair::new(-31, 26),    // pst[335]
            Pair::new(46, -45),    // pst[336]
            Pair::new(5, 11),      // pst[337]
            Pair::new(-48, 40),    // pst[338]
            Pair::new(-63, 44),    // pst[339]
            Pair::new(-76, 44),    // pst[340]
            Pair::new(-70, 43),    // pst[341]
            Pair::new(-45, 34),    // pst[342]
            Pair::new(-16, -6),    // pst[343]
            Pair::new(-86, -19),   // pst[344]
            Pair::new(-26, 15),    // pst[345]
            Pair::new(-27, 38),    // pst[346]
            Pair::new(-66, 50),    // pst[347]
            Pair::new(-55, 47),    // pst[348]
            Pair::new(-26, 43),    // pst[349]
            Pair::new(-18, 8),     // pst[350]
            Pair::new(-99, -3),    // pst[351]
            Pair::new(22, -12),    // pst[352]
            Pair::new(75, 0),      // pst[353]
            Pair::new(-123, 59),   // pst[354]
            Pair::new(-17, 30),    // pst[355]
            Pair::new(31, 27),     // pst[356]
            Pair::new(-31, 50),    // pst[357]
            Pair::new(37, 9),      // pst[358]
            Pair::new(57, -24),    // pst[359]
            Pair::new(-55, -70),   // pst[360]
            Pair::new(128, -11),   // pst[361]
            Pair::new(93, 14),     // pst[362]
            Pair::new(45, 26),     // pst[363]
            Pair::new(67, 26),     // pst[364]
            Pair::new(56, 32),     // pst[365]
            Pair::new(400, -57),   // pst[366]
            Pair::new(-5, -22),    // pst[367]
            Pair::new(-123, 1),    // pst[368]
            Pair::new(-4, 53),     // pst[369]
            Pair::new(-86, 30),    // pst[370]
            Pair::new(196, -8),    // pst[371]
            Pair::new(224, -31),   // pst[372]
            Pair::new(-64, 40),    // pst[373]
            Pair::new(108, 3),     // pst[374]
            Pair::new(-244, -77),  // pst[375]
            Pair::new(-75, -214),  // pst[376]
            Pair::new(186, -50),   // pst[377]
            Pair::new(148, -65),   // pst[378]
            Pair::new(264, -56),   // pst[379]
            Pair::new(150, 1),     // pst[380]
            Pair::new(241, -17),   // pst[381]
            Pair::new(80, 4),      // pst[382]
            Pair::new(-197, -187), // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-15, -122), // mobility_knight[0]
            Pair::new(-2, -46),   // mobility_knight[1]
            Pair::new(5, -1),     // mobility_knight[2]
            Pair::new(13, 9),     // mobility_knight[3]
            Pair::new(24, 11),    // mobility_knight[4]
            Pair::new(30, 16),    // mobility_knight[5]
            Pair::new(38, 14),    // mobility_knight[6]
            Pair::new(40, 11),    // mobility_knight[7]
            Pair::new(48, -3),    // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-27, -84), // mobility_bishop[0]
            Pair::new(-19, -24), // mobility_bishop[1]
            Pair::new(-2, -6),   // mobility_bishop[2]
            Pair::new(7, 5),     // mobility_bishop[3]
            Pair::new(14, 16),   // mobility_bishop[4]
            Pair::new(20, 20),   // mobility_bishop[5]
            Pair::new(22, 22),   // mobility_bishop[6]
            Pair::new(26, 23),   // mobility_bishop[7]
            Pair::new(30, 19),   // mobility_bishop[8]
            Pair::new(38, 12),   // mobility_bishop[9]
            Pair::new(50, 11),   // mobility_bishop[10]
            Pair::new(68, 6),    // mobility_bishop[11]
            Pair::new(91, -29),  // mobility_bishop[12]
            Pair::new(103, -10), // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-139, -47), // mobility_rook[0]
            Pair::new(-16, -44),  // mobility_rook[1]
            Pair::new(-1, 2),     // mobility_rook[2]
            Pair::new(4, 14),     // mobility_rook[3]
            Pair::new(11, 18),    // mobility_rook[4]
            Pair::new(12, 30),    // mobility_rook[5]
            Pair::new(17, 37),    // mobility_rook[6]
            Pair::new(26, 33),    // mobility_rook[7]
            Pair::new(28, 38),    // mobility_rook[8]
            Pair::new(30, 43),    // mobility_rook[9]
            Pair::new(44, 40),    // mobility_rook[10]
            Pair::new(44, 45),    // mobility_rook[11]
            Pair::new(48, 46),    // mobility_rook[12]
            Pair::new(59, 40),    // mobility_rook[13]
            Pair::new(86, 30),    // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(-98, 71),   // mobility_queen[0]
            Pair::new(-8, -91),   // mobility_queen[1]
            Pair::new(-4, -60),   // mobility_queen[2]
            Pair::new(1, -60),    // mobility_queen[3]
            Pair::new(2, 36),     // mobility_queen[4]
            Pair::new(2, 55),     // mobility_queen[5]
            Pair::new(7, 64),     // mobility_queen[6]
            Pair::new(9, 95),     // mobility_queen[7]
            Pair::new(13, 99),    // mobility_queen[8]
            Pair::new(18, 105),   // mobility_queen[9]
            Pair::new(22, 122),   // mobility_queen[10]
            Pair::new(23, 129),   // mobility_queen[11]
            Pair::new(27, 125),   // mobility_queen[12]
            Pair::new(30, 133),   // mobility_queen[13]
            Pair::new(31, 127),   // mobility_queen[14]
            Pair::new(34, 123),   // mobility_queen[15]
            Pair::new(33, 123),   // mobility_queen[16]
            Pair::new(49, 99),    // mobility_queen[17]
            Pair::new(54, 89),    // mobility_queen[18]
            Pair::new(80, 54),    // mobility_queen[19]
            Pair::new(67, 59),    // mobility_queen[20]
            Pair::new(162, -59),  // mobility_queen[21]
            Pair::new(113, 3),    // mobility_queen[22]
            Pair::new(430, -282), // mobility_queen[23]
            Pair::new(300, -98),  // mobility_queen[24]
            Pair::new(721, -390), // mobility_queen[25]
            Pair::new(165, -78),  // mobility_queen[26]
            Pair::new(138, -240), // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(0, 0),     // passed[0]
            Pair::new(-16, 17),  // passed[1]
            Pair::new(-22, 24),  // passed[2]
            Pair::new(-26, 52),  // passed[3]
            Pair::new(-40, 105), // passed[4]
            Pair::new(10, 130),  // passed[5]
            Pair::new(244, 68),  // passed[6]
            Pair::new(0, 0),     // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(0, 0),      // passed_blocked[0]
            Pair::new(4, -17),    // passed_blocked[1]
            Pair::new(8, -4),     // passed_blocked[2]
            Pair::new(-6, -13),   // passed_blocked[3]
            Pair::new(-7, -22),   // passed_blocked[4]
            Pair::new(-34, -10),  // passed_blocked[5]
            Pair::new(-137, -35), // passed_blocked[6]
            Pair::new(0, 0),      // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(0, 0),   // connected[0]
            Pair::new(4, 1),   // connected[1]
            Pair::new(10, 5),  // connected[2]
            Pair::new(10, 12), // connected[3]
            Pair::new(17, 18), // connected[4]
            Pair::new(47, 71), // connected[5]
            Pair::new(84, 79), // connected[6]
            Pair::new(14, 14), // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(-7, -12)]),
    ("doubled", &[Pair::new(-12, -6)]),
    ("backward", &[Pair::new(-4, -4)]),
    ("bishop_pair", &[Pair::new(32, 72)]),
    ("rook_open", &[Pair::new(41, -5)]),
    ("rook_semi_open", &[Pair::new(22, 1)]),
    (
        "shelter",
        &[
            Pair::new(-18, 10), // shelter[0]
            Pair::new(-14, -4), // shelter[1]
            Pair::new(-3, -12), // shelter[2]
            Pair::new(20, -26), // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(25, -9), // king_attack[0]
            Pair::new(14, 2),  // king_attack[1]
            Pair::new(8, -2),  // king_attack[2]
            Pair::new(-1, 10), // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(48, 44)]),
    ("threat_by_minor", &[Pair::new(89, 99)]),
    ("threat_by_rook", &[Pair::new(40, 77)]),
    (
        "safe_check",
        &[
            Pair::new(52, -7), // safe_check[0]
            Pair::new(11, 16), // safe_check[1]
            Pair::new(57, -7), // safe_check[2]
            Pair::new(15, 19), // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(11, 3)]),
    ("king_weak_squares", &[Pair::new(0, -3)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),    // king_attackers[0]
            Pair::new(-13, 3),  // king_attackers[1]
            Pair::new(0, 1),    // king_attackers[2]
            Pair::new(4, 1),    // king_attackers[3]
            Pair::new(33, -25), // king_attackers[4]
            Pair::new(56, -80), // king_attackers[5]
            Pair::new(0, 0),    // king_attackers[6]
            Pair::new(0, 0),    // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(15, 29),  // passed_own_king[0]
            Pair::new(43, 15),  // passed_own_king[1]
            Pair::new(36, 4),   // passed_own_king[2]
            Pair::new(23, -7),  // passed_own_king[3]
            Pair::new(17, -15), // passed_own_king[4]
            Pair::new(16, -18), // passed_own_king[5]
            Pair::new(6, -14),  // passed_own_king[6]
            Pair::new(-24, -2), // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(-15, -25), // passed_their_king[0]
            Pair::new(6, -28),   // passed_their_king[1]
            Pair::new(14, -17),  // passed_their_king[2]
            Pair::new(4, 4),     // passed_their_king[3]
            Pair::new(2, 20),    // passed_their_king[4]
            Pair::new(-1, 25),   // passed_their_king[5]
            Pair::new(1, 26),    // passed_their_king[6]
            Pair::new(3, 24),    // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(0, 0),      // passed_free[0]
            Pair::new(1, 8),      // passed_free[1]
            Pair::new(-10, 16),   // passed_free[2]
            Pair::new(-16, 18),   // passed_free[3]
            Pair::new(-5, 14),    // passed_free[4]
            Pair::new(-13, 54),   // passed_free[5]
            Pair::new(-229, 154), // passed_free[6]
            Pair::new(0, 0),      // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(0, -16)]),
    (
        "outpost",
        &[
            Pair::new(25, 6), // outpost[0]
            Pair::new(26, 9), // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(6, 7)]),
    ("bishop_pawns", &[Pair::new(-6, -4)]),
    (
        "king_file",
        &[
            Pair::new(37, -28), // king_file[0]
            Pair::new(7, -41),  // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(-20, 14),   // king_danger_bucket[0]
            Pair::new(-2, 4),     // king_danger_bucket[1]
            Pair::new(13, 5),     // king_danger_bucket[2]
            Pair::new(22, 5),     // king_danger_bucket[3]
            Pair::new(44, -4),    // king_danger_bucket[4]
            Pair::new(74, -20),   // king_danger_bucket[5]
            Pair::new(123, -60),  // king_danger_bucket[6]
            Pair::new(210, -103), // king_danger_bucket[7]
            Pair::new(269, -131), // king_danger_bucket[8]
            Pair::new(451, -224), // king_danger_bucket[9]
            Pair::new(418, -211), // king_danger_bucket[10]
            Pair::new(585, -305), // king_danger_bucket[11]
            Pair::new(733, -313), // king_danger_bucket[12]
            Pair::new(563, -222), // king_danger_bucket[13]
            Pair::new(482, -198), // king_danger_bucket[14]
            Pair::new(150, -63),  // king_danger_bucket[15]
        ],
    ),
    (
        "shelter_file",
        &[
            Pair::new(22, -25), // shelter_file[0]
            Pair::new(2, -3),   // shelter_file[1]
            Pair::new(11, 10),  // shelter_file[2]
            Pair::new(28, -11), // shelter_file[3]
            Pair::new(16, 19),  // shelter_file[4]
            Pair::new(-12, 9),  // shelter_file[5]
            Pair::new(13, -6),  // shelter_file[6]
            Pair::new(-7, -1),  // shelter_file[7]
            Pair::new(-9, 1),   // shelter_file[8]
            Pair::new(15, -27), // shelter_file[9]
            Pair::new(-1, -26), // shelter_file[10]
            Pair::new(-10, 4),  // shelter_file[11]
            Pair::new(27, 1),   // shelter_file[12]
            Pair::new(0, 13),   // shelter_file[13]
            Pair::new(-10, 15), // shelter_file[14]
            Pair::new(5, -1),   // shelter_file[15]
            Pair::new(3, -10),  // shelter_file[16]
            Pair::new(-4, -1),  // shelter_file[17]
            Pair::new(14, 8),   // shelter_file[18]
            Pair::new(-7, 12),  // shelter_file[19]
            Pair::new(-10, 7),  // shelter_file[20]
            Pair::new(3, -10),  // shelter_file[21]
            Pair::new(17, -29), // shelter_file[22]
            Pair::new(-1, -8),  // shelter_file[23]
            Pair::new(0, 0),    // shelter_file[24]
            Pair::new(21, -28), // shelter_file[25]
            Pair::new(29, -22), // shelter_file[26]
            Pair::new(0, -38),  // shelter_file[27]
            Pair::new(-12, 1),  // shelter_file[28]
            Pair::new(-83, 49), // shelter_file[29]
            Pair::new(0, 0),    // shelter_file[30]
            Pair::new(11, -13), // shelter_file[31]
            Pair::new(15, -9),  // shelter_file[32]
            Pair::new(26, -35), // shelter_file[33]
            Pair::new(3, -31),  // shelter_file[34]
            Pair::new(-42, 37), // shelter_file[35]
            Pair::new(0, 0),    // shelter_file[36]
            Pair::new(19, -6),  // shelter_file[37]
            Pair::new(10, -7),  // shelter_file[38]
            Pair::new(2, -10),  // shelter_file[39]
            Pair::new(6, -42),  // shelter_file[40]
            Pair::new(-36, 17), // shelter_file[41]
            Pair::new(0, 0),    // shelter_file[42]
            Pair::new(4, 2),    // shelter_file[43]
            Pair::new(0, 1),    // shelter_file[44]
            Pair::new(13, -22), // shelter_file[45]
            Pair::new(20, -53), // shelter_file[46]
            Pair::new(-33, 18), // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(-285, 88), // pawn_storm[0]
            Pair::new(47, 2),    // pawn_storm[1]
            Pair::new(-65, 9),   // pawn_storm[2]
            Pair::new(8, -13),   // pawn_storm[3]
            Pair::new(24, -30),  // pawn_storm[4]
            Pair::new(23, -22),  // pawn_storm[5]
            Pair::new(27, 1),    // pawn_storm[6]
            Pair::new(-20, -5),  // pawn_storm[7]
            Pair::new(-28, -1),  // pawn_storm[8]
            Pair::new(-5, -10),  // pawn_storm[9]
            Pair::new(3, -3),    // pawn_storm[10]
            Pair::new(6, 2),     // pawn_storm[11]
            Pair::new(2, 15),    // pawn_storm[12]
            Pair::new(-56, 11),  // pawn_storm[13]
            Pair::new(-29, -3),  // pawn_storm[14]
            Pair::new(-3, -6),   // pawn_storm[15]
            Pair::new(8, -8),    // pawn_storm[16]
            Pair::new(11, -7),   // pawn_storm[17]
            Pair::new(4, 3),     // pawn_storm[18]
            Pair::new(-38, -12), // pawn_storm[19]
            Pair::new(-25, -12), // pawn_storm[20]
            Pair::new(-4, 2),    // pawn_storm[21]
            Pair::new(9, 10),    // pawn_storm[22]
            Pair::new(11, 7),    // pawn_storm[23]
            Pair::new(0, 0),     // pawn_storm[24]
            Pair::new(0, 0),     // pawn_storm[25]
            Pair::new(9, -27),   // pawn_storm[26]
            Pair::new(52, -54),  // pawn_storm[27]
            Pair::new(40, -35),  // pawn_storm[28]
            Pair::new(0, 0),     // pawn_storm[29]
            Pair::new(0, 0),     // pawn_storm[30]
            Pair::new(0, 0),     // pawn_storm[31]
            Pair::new(-17, -11), // pawn_storm[32]
            Pair::new(28, -13),  // pawn_storm[33]
            Pair::new(35, -8),   // pawn_storm[34]
            Pair::new(0, 0),     // pawn_storm[35]
            Pair::new(0, 0),     // pawn_storm[36]
            Pair::new(0, 0),     // pawn_storm[37]
            Pair::new(-21, -11), // pawn_storm[38]
            Pair::new(-6, -11),  // pawn_storm[39]
            Pair::new(2, -9),    // pawn_storm[40]
            Pair::new(0, 0),     // pawn_storm[41]
            Pair::new(0, 0),     // pawn_storm[42]
            Pair::new(0, 0),     // pawn_storm[43]
            Pair::new(-3, -20),  // pawn_storm[44]
            Pair::new(8, -8),    // pawn_storm[45]
            Pair::new(18, -10),  // pawn_storm[46]
            Pair::new(0, 0),     // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(5, 21),    // threat_minor_on[0]
            Pair::new(18, 41),   // threat_minor_on[1]
            Pair::new(39, 24),   // threat_minor_on[2]
            Pair::new(-50, -75), // threat_minor_on[3]
            Pair::new(-70, -45), // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(3, 18),   // threat_rook_on[0]
            Pair::new(19, 24),  // threat_rook_on[1]
            Pair::new(36, 26),  // threat_rook_on[2]
            Pair::new(-3, 12),  // threat_rook_on[3]
            Pair::new(27, -95), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(19, 21)]),
    ("pawn_push_threat", &[Pair::new(22, 10)]),
    ("restricted", &[Pair::new(5, 0)]),
    ("space", &[Pair::new(2, 5)]),
    (
        "passed_safe_path",
        &[
            Pair::new(0, 0),     // passed_safe_path[0]
            Pair::new(-117, 46), // passed_safe_path[1]
            Pair::new(-66, 21),  // passed_safe_path[2]
            Pair::new(-91, 33),  // passed_safe_path[3]
            Pair::new(-59, 47),  // passed_safe_path[4]
            Pair::new(-40, 68),  // passed_safe_path[5]
            Pair::new(-38, 56),  // passed_safe_path[6]
            Pair::new(0, 0),     // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(-31, -1), // king_defenders[0]
            Pair::new(-10, -2), // king_defenders[1]
            Pair::new(-2, 7),   // king_defenders[2]
            Pair::new(9, 5),    // king_defenders[3]
            Pair::new(24, 11),  // king_defenders[4]
            Pair::new(32, 3),   // king_defenders[5]
            Pair::new(29, -45), // king_defenders[6]
            Pair::new(0, 0),    // king_defenders[7]
            Pair::new(0, 0),    // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, -58)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),     // knight_king_distance[0]
            Pair::new(-4, 7),    // knight_king_distance[1]
            Pair::new(11, 1),    // knight_king_distance[2]
            Pair::new(7, -1),    // knight_king_distance[3]
            Pair::new(-7, -2),   // knight_king_distance[4]
            Pair::new(-11, -4),  // knight_king_distance[5]
            Pair::new(-9, -16),  // knight_king_distance[6]
            Pair::new(-31, -21), // knight_king_distance[7]
            Pair::new(0, 0),     // knight_king_distance[8]
            Pair::new(15, -5),   // knight_king_distance[9]
            Pair::new(17, -10),  // knight_king_distance[10]
            Pair::new(17, 1),    // knight_king_distance[11]
            Pair::new(21, -2),   // knight_king_distance[12]
            Pair::new(3, 3),     // knight_king_distance[13]
            Pair::new(-8, 0),    // knight_king_distance[14]
            Pair::new(-21, 1),   // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(21, 16)]),
    ("queen_relative_pin", &[Pair::new(-20, 4)]),
    ("rook_on_seventh", &[Pair::new(-35, 29)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(14, 24),   // rook_behind_passer[0]
            Pair::new(-18, -40), // rook_behind_passer[1]
        ],
    ),
];
