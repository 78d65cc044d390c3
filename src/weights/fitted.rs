//! The evaluation weights in use, fitted by `ferrum tune`.
//! 575,685 quiet positions of self-play, book-line and double Chess960 games (the shards
//! selfplay-1, book-1, dfrc-1, selfplay-2, dfrc-2 and selfplay-3 of `bench/data/MANIFEST.tsv`,
//! rebuilt by `bench/data/build.sh`), each labelled with Stockfish 15.1's depth-8 score;
//! targets 0.80 score (scale 2.5909) and 0.20 result (`tune --score-weight 0.8`), every weight
//! refitted from the set before (the complexity, king-flank and king-blocker terms from zero),
//! no prior: K 2.4428, MSE 0.020412 -> 0.018002, held-out MSE (validation-1) 0.020392 ->
//! 0.019255 (epoch 400 of 1000, `--check-every 25 --patience 8`).

use super::layout::{assemble, Named};
use super::params::{initial_weights, NUM_PARAMS, TERMS};
use super::Pair;

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, initial_weights(), FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(70, 101),    // material[0]
            Pair::new(395, 317),   // material[1]
            Pair::new(381, 381),   // material[2]
            Pair::new(506, 663),   // material[3]
            Pair::new(1172, 1127), // material[4]
            Pair::new(0, 0),       // material[5]
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
            Pair::new(-5, 24),     // pst[8]
            Pair::new(5, 25),      // pst[9]
            Pair::new(12, 21),     // pst[10]
            Pair::new(7, 23),      // pst[11]
            Pair::new(10, 24),     // pst[12]
            Pair::new(13, 31),     // pst[13]
            Pair::new(24, 16),     // pst[14]
            Pair::new(-4, 16),     // pst[15]
            Pair::new(-7, 17),     // pst[16]
            Pair::new(-7, 12),     // pst[17]
            Pair::new(3, 12),      // pst[18]
            Pair::new(-4, 16),     // pst[19]
            Pair::new(2, 16),      // pst[20]
            Pair::new(0, 20),      // pst[21]
            Pair::new(15, 2),      // pst[22]
            Pair::new(-15, 16),    // pst[23]
            Pair::new(-7, 27),     // pst[24]
            Pair::new(-15, 29),    // pst[25]
            Pair::new(7, 15),      // pst[26]
            Pair::new(10, 3),      // pst[27]
            Pair::new(13, 0),      // pst[28]
            Pair::new(10, 12),     // pst[29]
            Pair::new(-8, 24),     // pst[30]
            Pair::new(-15, 21),    // pst[31]
            Pair::new(6, 29),      // pst[32]
            Pair::new(2, 24),      // pst[33]
            Pair::new(4, 11),      // pst[34]
            Pair::new(7, 7),       // pst[35]
            Pair::new(9, 1),       // pst[36]
            Pair::new(6, 16),      // pst[37]
            Pair::new(11, 20),     // pst[38]
            Pair::new(-1, 33),     // pst[39]
            Pair::new(-1, 47),     // pst[40]
            Pair::new(0, 51),      // pst[41]
            Pair::new(-5, 31),     // pst[42]
            Pair::new(6, 15),      // pst[43]
            Pair::new(20, 19),     // pst[44]
            Pair::new(9, 36),      // pst[45]
            Pair::new(5, 48),      // pst[46]
            Pair::new(15, 37),     // pst[47]
            Pair::new(105, 80),    // pst[48]
            Pair::new(44, 103),    // pst[49]
            Pair::new(-37, 154),   // pst[50]
            Pair::new(133, 58),    // pst[51]
            Pair::new(98, 55),     // pst[52]
            Pair::new(73, 124),    // pst[53]
            Pair::new(34, 97),     // pst[54]
            Pair::new(110, 44),    // pst[55]
            Pair::new(0, 0),       // pst[56]
            Pair::new(0, 0),       // pst[57]
            Pair::new(0, 0),       // pst[58]
            Pair::new(0, 0),       // pst[59]
            Pair::new(0, 0),       // pst[60]
            Pair::new(0, 0),       // pst[61]
            Pair::new(0, 0),       // pst[62]
            Pair::new(0, 0),       // pst[63]
            Pair::new(-11, -38),   // pst[64]
            Pair::new(-1, 8),      // pst[65]
            Pair::new(5, 8),       // pst[66]
            Pair::new(7, 9),       // pst[67]
            Pair::new(8, 5),       // pst[68]
            Pair::new(-11, -5),    // pst[69]
            Pair::new(-12, -3),    // pst[70]
            Pair::new(-7, -37),    // pst[71]
            Pair::new(-5, -6),     // pst[72]
            Pair::new(-21, 17),    // pst[73]
            Pair::new(-7, 17),     // pst[74]
            Pair::new(-3, 23),     // pst[75]
            Pair::new(-5, 31),     // pst[76]
            Pair::new(-3, 6),      // pst[77]
            Pair::new(-13, 16),    // pst[78]
            Pair::new(-18, 23),    // pst[79]
            Pair::new(-11, 24),    // pst[80]
            Pair::new(-14, 30),    // pst[81]
            Pair::new(-12, 30),    // pst[82]
            Pair::new(-6, 40),     // pst[83]
            Pair::new(-18, 48),    // pst[84]
            Pair::new(-10, 20),    // pst[85]
            Pair::new(-17, 17),    // pst[86]
            Pair::new(-26, 25),    // pst[87]
            Pair::new(10, 48),     // pst[88]
            Pair::new(18, 17),     // pst[89]
            Pair::new(11, 39),     // pst[90]
            Pair::new(5, 48),      // pst[91]
            Pair::new(9, 54),      // pst[92]
            Pair::new(15, 39),     // pst[93]
            Pair::new(15, 26),     // pst[94]
            Pair::new(0, 34),      // pst[95]
            Pair::new(9, 36),      // pst[96]
            Pair::new(15, 26),     // pst[97]
            Pair::new(12, 49),     // pst[98]
            Pair::new(16, 49),     // pst[99]
            Pair::new(20, 58),     // pst[100]
            Pair::new(16, 45),     // pst[101]
            Pair::new(13, 36),     // pst[102]
            Pair::new(16, 20),     // pst[103]
            Pair::new(1, 23),      // pst[104]
            Pair::new(4, 38),      // pst[105]
            Pair::new(18, 50),     // pst[106]
            Pair::new(16, 48),     // pst[107]
            Pair::new(51, 26),     // pst[108]
            Pair::new(79, 31),     // pst[109]
            Pair::new(22, -2),     // pst[110]
            Pair::new(20, 21),     // pst[111]
            Pair::new(-16, 26),    // pst[112]
            Pair::new(-7, 21),     // pst[113]
            Pair::new(32, 15),     // pst[114]
            Pair::new(-4, 44),     // pst[115]
            Pair::new(38, 43),     // pst[116]
            Pair::new(25, 20),     // pst[117]
            Pair::new(-24, 33),    // pst[118]
            Pair::new(-6, 13),     // pst[119]
            Pair::new(-124, 11),   // pst[120]
            Pair::new(-44, 3),     // pst[121]
            Pair::new(-15, 31),    // pst[122]
            Pair::new(-26, 42),    // pst[123]
            Pair::new(-42, 51),    // pst[124]
            Pair::new(-209, 71),   // pst[125]
            Pair::new(8, 38),      // pst[126]
            Pair::new(-119, -32),  // pst[127]
            Pair::new(31, -19),    // pst[128]
            Pair::new(27, -11),    // pst[129]
            Pair::new(36, 9),      // pst[130]
            Pair::new(25, 5),      // pst[131]
            Pair::new(33, 3),      // pst[132]
            Pair::new(21, 1),      // pst[133]
            Pair::new(24, 18),     // pst[134]
            Pair::new(28, -25),    // pst[135]
            Pair::new(15, 21),     // pst[136]
            Pair::new(34, -15),    // pst[137]
            Pair::new(31, 26),     // pst[138]
            Pair::new(36, 15),     // pst[139]
            Pair::new(36, 8),      // pst[140]
            Pair::new(39, 13),     // pst[141]
            Pair::new(35, -20),    // pst[142]
            Pair::new(54, -25),    // pst[143]
            Pair::new(29, 16),     // pst[144]
            Pair::new(43, 23),     // pst[145]
            Pair::new(28, 12),     // pst[146]
            Pair::new(42, 28),     // pst[147]
            Pair::new(40, 38),     // pst[148]
            Pair::new(30, 6),      // pst[149]
            Pair::new(54, 6),      // pst[150]
            Pair::new(28, 18),     // pst[151]
            Pair::new(37, 15),     // pst[152]
            Pair::new(42, 24),     // pst[153]
            Pair::new(49, 26),     // pst[154]
            Pair::new(65, 32),     // pst[155]
            Pair::new(56, 32),     // pst[156]
            Pair::new(54, 26),     // pst[157]
            Pair::new(36, 26),     // pst[158]
            Pair::new(38, 2),      // pst[159]
            Pair::new(43, 9),      // pst[160]
            Pair::new(41, 29),     // pst[161]
            Pair::new(55, 37),     // pst[162]
            Pair::new(54, 40),     // pst[163]
            Pair::new(60, 32),     // pst[164]
            Pair::new(32, 44),     // pst[165]
            Pair::new(47, 28),     // pst[166]
            Pair::new(35, 11),     // pst[167]
            Pair::new(28, 25),     // pst[168]
            Pair::new(45, 26),     // pst[169]
            Pair::new(28, 22),     // pst[170]
            Pair::new(45, 29),     // pst[171]
            Pair::new(70, 29),     // pst[172]
            Pair::new(48, 12),     // pst[173]
            Pair::new(24, 36),     // pst[174]
            Pair::new(48, 10),     // pst[175]
            Pair::new(41, 1),      // pst[176]
            Pair::new(-2, 25),     // pst[177]
            Pair::new(18, 40),     // pst[178]
            Pair::new(34, 41),     // pst[179]
            Pair::new(32, 30),     // pst[180]
            Pair::new(45, 28),     // pst[181]
            Pair::new(5, 44),      // pst[182]
            Pair::new(-9, 34),     // pst[183]
            Pair::new(-27, 7),     // pst[184]
            Pair::new(-15, 54),    // pst[185]
            Pair::new(-50, 48),    // pst[186]
            Pair::new(-156, 77),   // pst[187]
            Pair::new(-46, 52),    // pst[188]
            Pair::new(-126, 61),   // pst[189]
            Pair::new(-96, 47),    // pst[190]
            Pair::new(11, 19),     // pst[191]
            Pair::new(-1, 8),      // pst[192]
            Pair::new(6, 8),       // pst[193]
            Pair::new(19, -3),     // pst[194]
            Pair::new(26, -6),     // pst[195]
            Pair::new(29, -12),    // pst[196]
            Pair::new(16, 2),      // pst[197]
            Pair::new(-1, 6),      // pst[198]
            Pair::new(7, -11),     // pst[199]
            Pair::new(-29, 14),    // pst[200]
            Pair::new(-28, 20),    // pst[201]
            Pair::new(-5, 14),     // pst[202]
            Pair::new(5, 9),       // pst[203]
            Pair::new(10, -3),     // pst[204]
            Pair::new(9, -8),      // pst[205]
            Pair::new(6, -8),      // pst[206]
            Pair::new(-44, 9),     // pst[207]
            Pair::new(-11, 31),    // pst[208]
            Pair::new(-2, 26),     // pst[209]
            Pair::new(-9, 32),     // pst[210]
            Pair::new(-11, 32),    // pst[211]
            Pair::new(-18, 30),    // pst[212]
            Pair::new(-11, 36),    // pst[213]
            Pair::new(3, 17),      // pst[214]
            Pair::new(-3, 2),      // pst[215]
            Pair::new(-6, 38),     // pst[216]
            Pair::new(0, 43),      // pst[217]
            Pair::new(-19, 50),    // pst[218]
            Pair::new(-5, 44),     // pst[219]
            Pair::new(-7, 47),     // pst[220]
            Pair::new(-6, 40),     // pst[221]
            Pair::new(-5, 49),     // pst[222]
            Pair::new(-17, 40),    // pst[223]
            Pair::new(4, 47),      // pst[224]
            Pair::new(19, 37),     // pst[225]
            Pair::new(13, 53),     // pst[226]
            Pair::new(30, 35),     // pst[227]
            Pair::new(32, 38),     // pst[228]
            Pair::new(2, 51),      // pst[229]
            Pair::new(18, 46),     // pst[230]
            Pair::new(6, 38),      // pst[231]
            Pair::new(25, 47),     // pst[232]
            Pair::new(23, 43),     // pst[233]
            Pair::new(44, 34),     // pst[234]
            Pair::new(52, 36),     // pst[235]
            Pair::new(53, 31),     // pst[236]
            Pair::new(36, 36),     // pst[237]
            Pair::new(24, 41),     // pst[238]
            Pair::new(12, 45),     // pst[239]
            Pair::new(20, 44),     // pst[240]
            Pair::new(7, 48),      // pst[241]
            Pair::new(23, 49),     // pst[242]
            Pair::new(56, 31),     // pst[243]
            Pair::new(37, 41),     // pst[244]
            Pair::new(32, 51),     // pst[245]
            Pair::new(14, 33),     // pst[246]
            Pair::new(37, 28),     // pst[247]
            Pair::new(42, 44),     // pst[248]
            Pair::new(35, 55),     // pst[249]
            Pair::new(7, 56),      // pst[250]
            Pair::new(-11, 67),    // pst[251]
            Pair::new(7, 66),      // pst[252]
            Pair::new(11, 68),     // pst[253]
            Pair::new(30, 44),     // pst[254]
            Pair::new(32, 46),     // pst[255]
            Pair::new(22, -19),    // pst[256]
            Pair::new(28, -55),    // pst[257]
            Pair::new(52, -96),    // pst[258]
            Pair::new(50, -90),    // pst[259]
            Pair::new(50, -81),    // pst[260]
            Pair::new(30, -80),    // pst[261]
            Pair::new(26, -53),    // pst[262]
            Pair::new(15, -33),    // pst[263]
            Pair::new(50, -38),    // pst[264]
            Pair::new(55, -57),    // pst[265]
            Pair::new(51, -42),    // pst[266]
            Pair::new(45, -20),    // pst[267]
            Pair::new(49, -42),    // pst[268]
            Pair::new(47, -55),    // pst[269]
            Pair::new(56, -94),    // pst[270]
            Pair::new(24, -6),     // pst[271]
            Pair::new(29, 24),     // pst[272]
            Pair::new(45, -17),    // pst[273]
            Pair::new(22, 65),     // pst[274]
            Pair::new(29, 20),     // pst[275]
            Pair::new(17, 61),     // pst[276]
            Pair::new(36, 29),     // pst[277]
            Pair::new(41, 13),     // pst[278]
            Pair::new(39, -26),    // pst[279]
            Pair::new(48, -20),    // pst[280]
            Pair::new(27, 46),     // pst[281]
            Pair::new(24, 56),     // pst[282]
            Pair::new(20, 105),    // pst[283]
            Pair::new(16, 104),    // pst[284]
            Pair::new(28, 67),     // pst[285]
            Pair::new(39, 26),     // pst[286]
            Pair::new(39, -8),     // pst[287]
            Pair::new(33, -11),    // pst[288]
            Pair::new(25, 63),     // pst[289]
            Pair::new(15, 95),     // pst[290]
            Pair::new(15, 114),    // pst[291]
            Pair::new(8, 140),     // pst[292]
            Pair::new(20, 87),     // pst[293]
            Pair::new(24, 74),     // pst[294]
            Pair::new(73, -68),    // pst[295]
            Pair::new(17, 38),     // pst[296]
            Pair::new(45, 26),     // pst[297]
            Pair::new(27, 71),     // pst[298]
            Pair::new(48, 71),     // pst[299]
            Pair::new(24, 141),    // pst[300]
            Pair::new(20, 104),    // pst[301]
            Pair::new(38, 57),     // pst[302]
            Pair::new(62, -52),    // pst[303]
            Pair::new(28, 12),     // pst[304]
            Pair::new(-4, 52),     // pst[305]
            Pair::new(-1, 91),     // pst[306]
            Pair::new(8, 105),     // pst[307]
            Pair::new(-9, 134),    // pst[308]
            Pair::new(47, 53),     // pst[309]
            Pair::new(58, 31),     // pst[310]
            Pair::new(41, 11),     // pst[311]
            Pair::new(1, 48),      // pst[312]
            Pair::new(22, 14),     // pst[313]
            Pair::new(45, 74),     // pst[314]
            Pair::new(66, 39),     // pst[315]
            Pair::new(24, 87),     // pst[316]
            Pair::new(132, -24),   // pst[317]
            Pair::new(42, 34),     // pst[318]
            Pair::new(26, 62),     // pst[319]
            Pair::new(-8, -23),    // pst[320]
            Pair::new(-37, -2),    // pst[321]
            Pair::new(-35, 1),     // pst[322]
            Pair::new(-62, -36),   // pst[323]
            Pair::new(-42, -44),   // pst[324]
            Pair::new(-53, -20),   // pst[325]
            Pair::new(-32, -1),    // pst[326]
            Pair::new(-9, -18),    // pst[327]
            Pair::new(-30, 15),    // pst[328]
            Pair::new(-75, 32),    // pst[329]
            Pair::new(-64, 32),    // pst[330]
            Pair::new(-95, 17),    // pst[331]
            Pair::new(-96, 21),    // pst[332]
            Pair::new(-81, 34),    // pst[333]
            Pair::new(-63, 30),    // pst[334]
            Pair::new(-17, 22),    // pst[335]
            Pair::new(-41, 13),    // pst[336]
            Pair::new(-43, 37),    // pst[337]
            Pair::new(-89, 50),    // pst[338]
            Pair::new(-84, 42),    // pst[339]
            Pair::new(-98, 43),    // pst[340]
            Pair::new(-88, 51),    // pst[341]
            Pair::new(-62, 44),    // pst[342]
            Pair::new(-46, 28),    // pst[343]
            Pair::new(-38, 1),     // pst[344]
            Pair::new(-76, 54),    // pst[345]
            Pair::new(-2, 44),     // pst[346]
            Pair::new(-92, 54),    // pst[347]
            Pair::new(-109, 59),   // pst[348]
            Pair::new(-63, 60),    // pst[349]
            Pair::new(-65, 53),    // pst[350]
            Pair::new(-92, 28),    // pst[351]
            Pair::new(-49, 23),    // pst[352]
            Pair::new(90, 25),     // pst[353]
            Pair::new(-90, 83),    // pst[354]
            Pair::new(-49, 52),    // pst[355]
            Pair::new(-89, 65),    // pst[356]
            Pair::new(-70, 77),    // pst[357]
            Pair::new(9, 56),      // pst[358]
            Pair::new(62, 4),      // pst[359]
            Pair::new(-67, 22),    // pst[360]
            Pair::new(47, 36),     // pst[361]
            Pair::new(0, 56),      // pst[362]
            Pair::new(-50, 43),    // pst[363]
            Pair::new(-99, 63),    // pst[364]
            Pair::new(0, 61),      // pst[365]
            Pair::new(162, 44),    // pst[366]
            Pair::new(31, -13),    // pst[367]
            Pair::new(-151, -35),  // pst[368]
            Pair::new(90, -75),    // pst[369]
            Pair::new(14, 23),     // pst[370]
            Pair::new(122, -8),    // pst[371]
            Pair::new(106, 48),    // pst[372]
            Pair::new(10, 70),     // pst[373]
            Pair::new(90, 68),     // pst[374]
            Pair::new(-212, -41),  // pst[375]
            Pair::new(-113, -187), // pst[376]
            Pair::new(150, -93),   // pst[377]
            Pair::new(150, -39),   // pst[378]
            Pair::new(225, -70),   // pst[379]
            Pair::new(147, -8),    // pst[380]
            Pair::new(278, -28),   // pst[381]
            Pair::new(50, 57),     // pst[382]
            Pair::new(-218, -131), // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-20, -105), // mobility_knight[0]
            Pair::new(-7, -43),   // mobility_knight[1]
            Pair::new(2, -6),     // mobility_knight[2]
            Pair::new(7, 19),     // mobility_knight[3]
            Pair::new(15, 32),    // mobility_knight[4]
            Pair::new(21, 41),    // mobility_knight[5]
            Pair::new(29, 42),    // mobility_knight[6]
            Pair::new(33, 40),    // mobility_knight[7]
            Pair::new(44, 28),    // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-35, -87), // mobility_bishop[0]
            Pair::new(-29, -14), // mobility_bishop[1]
            Pair::new(-11, 25),  // mobility_bishop[2]
            Pair::new(-4, 40),   // mobility_bishop[3]
            Pair::new(-1, 54),   // mobility_bishop[4]
            Pair::new(4, 60),    // mobility_bishop[5]
            Pair::new(6, 65),    // mobility_bishop[6]
            Pair::new(8, 67),    // mobility_bishop[7]
            Pair::new(12, 71),   // mobility_bishop[8]
            Pair::new(16, 66),   // mobility_bishop[9]
            Pair::new(19, 64),   // mobility_bishop[10]
            Pair::new(32, 60),   // mobility_bishop[11]
            Pair::new(46, 51),   // mobility_bishop[12]
            Pair::new(32, 50),   // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-51, -221), // mobility_rook[0]
            Pair::new(-41, -4),   // mobility_rook[1]
            Pair::new(-25, 29),   // mobility_rook[2]
            Pair::new(-19, 41),   // mobility_rook[3]
            Pair::new(-14, 51),   // mobility_rook[4]
            Pair::new(-10, 61),   // mobility_rook[5]
            Pair::new(-8, 69),    // mobility_rook[6]
            Pair::new(0, 70),     // mobility_rook[7]
            Pair::new(5, 76),     // mobility_rook[8]
            Pair::new(5, 81),     // mobility_rook[9]
            Pair::new(16, 79),    // mobility_rook[10]
            Pair::new(22, 85),    // mobility_rook[11]
            Pair::new(28, 86),    // mobility_rook[12]
            Pair::new(41, 84),    // mobility_rook[13]
            Pair::new(57, 74),    // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(-82, -6),   // mobility_queen[0]
            Pair::new(-24, -123), // mobility_queen[1]
            Pair::new(-5, -84),   // mobility_queen[2]
            Pair::new(3, 19),     // mobility_queen[3]
            Pair::new(6, 80),     // mobility_queen[4]
            Pair::new(8, 112),    // mobility_queen[5]
            Pair::new(14, 125),   // mobility_queen[6]
            Pair::new(15, 151),   // mobility_queen[7]
            Pair::new(20, 158),   // mobility_queen[8]
            Pair::new(24, 164),   // mobility_queen[9]
            Pair::new(28, 180),   // mobility_queen[10]
            Pair::new(31, 183),   // mobility_queen[11]
            Pair::new(33, 191),   // mobility_queen[12]
            Pair::new(33, 190),   // mobility_queen[13]
            Pair::new(34, 191),   // mobility_queen[14]
            Pair::new(34, 190),   // mobility_queen[15]
            Pair::new(31, 193),   // mobility_queen[16]
            Pair::new(31, 182),   // mobility_queen[17]
            Pair::new(66, 146),   // mobility_queen[18]
            Pair::new(65, 139),   // mobility_queen[19]
            Pair::new(54, 119),   // mobility_queen[20]
            Pair::new(106, 48),   // mobility_queen[21]
            Pair::new(173, 23),   // mobility_queen[22]
            Pair::new(302, -163), // mobility_queen[23]
            Pair::new(301, -154), // mobility_queen[24]
            Pair::new(634, -429), // mobility_queen[25]
            Pair::new(166, -125), // mobility_queen[26]
            Pair::new(184, -194), // mobility_queen[27]
        ],
    ),
    (
        "passed",
        &[
            Pair::new(0, 0),     // passed[0]
            Pair::new(-17, 14),  // passed[1]
            Pair::new(-25, 27),  // passed[2]
            Pair::new(-26, 45),  // passed[3]
            Pair::new(-10, 81),  // passed[4]
            Pair::new(23, 118),  // passed[5]
            Pair::new(146, 131), // passed[6]
            Pair::new(0, 0),     // passed[7]
        ],
    ),
    (
        "passed_blocked",
        &[
            Pair::new(0, 0),      // passed_blocked[0]
            Pair::new(14, -22),   // passed_blocked[1]
            Pair::new(0, -3),     // passed_blocked[2]
            Pair::new(-5, -17),   // passed_blocked[3]
            Pair::new(-9, -25),   // passed_blocked[4]
            Pair::new(-18, -38),  // passed_blocked[5]
            Pair::new(-106, -57), // passed_blocked[6]
            Pair::new(0, 0),      // passed_blocked[7]
        ],
    ),
    (
        "connected",
        &[
            Pair::new(0, 0),    // connected[0]
            Pair::new(4, -1),   // connected[1]
            Pair::new(12, 8),   // connected[2]
            Pair::new(10, 13),  // connected[3]
            Pair::new(23, 23),  // connected[4]
            Pair::new(62, 68),  // connected[5]
            Pair::new(123, 91), // connected[6]
            Pair::new(14, 14),  // connected[7]
        ],
    ),
    ("isolated", &[Pair::new(-4, -12)]),
    ("doubled", &[Pair::new(-13, -14)]),
    ("backward", &[Pair::new(-4, -1)]),
    ("bishop_pair", &[Pair::new(33, 62)]),
    ("rook_open", &[Pair::new(39, -3)]),
    ("rook_semi_open", &[Pair::new(17, 2)]),
    (
        "shelter",
        &[
            Pair::new(-14, 7),  // shelter[0]
            Pair::new(-14, 0),  // shelter[1]
            Pair::new(-4, -13), // shelter[2]
            Pair::new(19, -25), // shelter[3]
        ],
    ),
    (
        "king_attack",
        &[
            Pair::new(17, 3),  // king_attack[0]
            Pair::new(17, -2), // king_attack[1]
            Pair::new(10, -3), // king_attack[2]
            Pair::new(-5, 15), // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(45, 60)]),
    ("threat_by_minor", &[Pair::new(42, 82)]),
    ("threat_by_rook", &[Pair::new(42, 86)]),
    (
        "safe_check",
        &[
            Pair::new(51, -1), // safe_check[0]
            Pair::new(9, 29),  // safe_check[1]
            Pair::new(50, 0),  // safe_check[2]
            Pair::new(10, 36), // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(9, 5)]),
    ("king_weak_squares", &[Pair::new(0, -5)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),     // king_attackers[0]
            Pair::new(-12, 5),   // king_attackers[1]
            Pair::new(-4, 2),    // king_attackers[2]
            Pair::new(-3, 3),    // king_attackers[3]
            Pair::new(3, 4),     // king_attackers[4]
            Pair::new(66, -102), // king_attackers[5]
            Pair::new(0, 0),     // king_attackers[6]
            Pair::new(0, 0),     // king_attackers[7]
        ],
    ),
    (
        "passed_own_king",
        &[
            Pair::new(-19, 41), // passed_own_king[0]
            Pair::new(19, 36),  // passed_own_king[1]
            Pair::new(18, 16),  // passed_own_king[2]
            Pair::new(10, 3),   // passed_own_king[3]
            Pair::new(10, -9),  // passed_own_king[4]
            Pair::new(10, -11), // passed_own_king[5]
            Pair::new(7, -9),   // passed_own_king[6]
            Pair::new(-7, -7),  // passed_own_king[7]
        ],
    ),
    (
        "passed_their_king",
        &[
            Pair::new(-15, -15), // passed_their_king[0]
            Pair::new(-2, -19),  // passed_their_king[1]
            Pair::new(5, -10),   // passed_their_king[2]
            Pair::new(2, 10),    // passed_their_king[3]
            Pair::new(-9, 30),   // passed_their_king[4]
            Pair::new(-8, 35),   // passed_their_king[5]
            Pair::new(-1, 40),   // passed_their_king[6]
            Pair::new(-1, 31),   // passed_their_king[7]
        ],
    ),
    (
        "passed_free",
        &[
            Pair::new(0, 0),      // passed_free[0]
            Pair::new(2, 7),      // passed_free[1]
            Pair::new(9, 8),      // passed_free[2]
            Pair::new(7, 4),      // passed_free[3]
            Pair::new(5, 14),     // passed_free[4]
            Pair::new(61, 34),    // passed_free[5]
            Pair::new(-111, 114), // passed_free[6]
            Pair::new(0, 0),      // passed_free[7]
        ],
    ),
    ("hanging", &[Pair::new(1, -16)]),
    (
        "outpost",
        &[
            Pair::new(27, 11), // outpost[0]
            Pair::new(26, 23), // outpost[1]
        ],
    ),
    ("minor_behind_pawn", &[Pair::new(10, 4)]),
    ("bishop_pawns", &[Pair::new(-2, -9)]),
    (
        "king_file",
        &[
            Pair::new(36, -25), // king_file[0]
            Pair::new(-8, -28), // king_file[1]
        ],
    ),
    (
        "king_danger_bucket",
        &[
            Pair::new(-16, 9),    // king_danger_bucket[0]
            Pair::new(6, 5),      // king_danger_bucket[1]
            Pair::new(18, 15),    // king_danger_bucket[2]
            Pair::new(30, 22),    // king_danger_bucket[3]
            Pair::new(57, 9),     // king_danger_bucket[4]
            Pair::new(108, -28),  // king_danger_bucket[5]
            Pair::new(142, -41),  // king_danger_bucket[6]
            Pair::new(242, -101), // king_danger_bucket[7]
            Pair::new(317, -153), // king_danger_bucket[8]
            Pair::new(363, -166), // king_danger_bucket[9]
            Pair::new(366, -150), // king_danger_bucket[10]
            Pair::new(585, -291), // king_danger_bucket[11]
            Pair::new(713, -380), // king_danger_bucket[12]
            Pair::new(514, -265), // king_danger_bucket[13]
            Pair::new(498, -234), // king_danger_bucket[14]
            Pair::new(177, -81),  // king_danger_bucket[15]
        ],
    ),
    (
        "shelter_file",
        &[
            Pair::new(5, -18),   // shelter_file[0]
            Pair::new(10, -8),   // shelter_file[1]
            Pair::new(9, 11),    // shelter_file[2]
            Pair::new(28, -7),   // shelter_file[3]
            Pair::new(22, -3),   // shelter_file[4]
            Pair::new(-14, 9),   // shelter_file[5]
            Pair::new(27, -11),  // shelter_file[6]
            Pair::new(-4, -7),   // shelter_file[7]
            Pair::new(-12, 9),   // shelter_file[8]
            Pair::new(-3, -18),  // shelter_file[9]
            Pair::new(-17, -4),  // shelter_file[10]
            Pair::new(-30, 7),   // shelter_file[11]
            Pair::new(30, 0),    // shelter_file[12]
            Pair::new(9, 2),     // shelter_file[13]
            Pair::new(-11, 26),  // shelter_file[14]
            Pair::new(1, 5),     // shelter_file[15]
            Pair::new(2, -4),    // shelter_file[16]
            Pair::new(-10, 7),   // shelter_file[17]
            Pair::new(28, -7),   // shelter_file[18]
            Pair::new(-2, 1),    // shelter_file[19]
            Pair::new(-13, 14),  // shelter_file[20]
            Pair::new(-5, 3),    // shelter_file[21]
            Pair::new(13, -19),  // shelter_file[22]
            Pair::new(-11, 2),   // shelter_file[23]
            Pair::new(0, 0),     // shelter_file[24]
            Pair::new(13, -40),  // shelter_file[25]
            Pair::new(6, -12),   // shelter_file[26]
            Pair::new(-33, -10), // shelter_file[27]
            Pair::new(-34, -2),  // shelter_file[28]
            Pair::new(-82, 37),  // shelter_file[29]
            Pair::new(0, 0),     // shelter_file[30]
            Pair::new(22, -19),  // shelter_file[31]
            Pair::new(9, -5),    // shelter_file[32]
            Pair::new(7, -21),   // shelter_file[33]
            Pair::new(-14, -18), // shelter_file[34]
            Pair::new(-50, 25),  // shelter_file[35]
            Pair::new(0, 0),     // shelter_file[36]
            Pair::new(19, -6),   // shelter_file[37]
            Pair::new(6, 1),     // shelter_file[38]
            Pair::new(14, -16),  // shelter_file[39]
            Pair::new(-1, -26),  // shelter_file[40]
            Pair::new(-41, 20),  // shelter_file[41]
            Pair::new(0, 0),     // shelter_file[42]
            Pair::new(8, -1),    // shelter_file[43]
            Pair::new(0, 4),     // shelter_file[44]
            Pair::new(6, -4),    // shelter_file[45]
            Pair::new(15, -65),  // shelter_file[46]
            Pair::new(-39, 23),  // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(-79, 30),  // pawn_storm[0]
            Pair::new(101, -10), // pawn_storm[1]
            Pair::new(0, -19),   // pawn_storm[2]
            Pair::new(1, -5),    // pawn_storm[3]
            Pair::new(14, -15),  // pawn_storm[4]
            Pair::new(18, -17),  // pawn_storm[5]
            Pair::new(-14, 8),   // pawn_storm[6]
            Pair::new(-7, -5),   // pawn_storm[7]
            Pair::new(-35, -7),  // pawn_storm[8]
            Pair::new(1, -14),   // pawn_storm[9]
            Pair::new(1, -2),    // pawn_storm[10]
            Pair::new(11, 0),    // pawn_storm[11]
            Pair::new(34, 2),    // pawn_storm[12]
            Pair::new(-12, 7),   // pawn_storm[13]
            Pair::new(-26, -6),  // pawn_storm[14]
            Pair::new(-6, -2),   // pawn_storm[15]
            Pair::new(10, -3),   // pawn_storm[16]
            Pair::new(7, -1),    // pawn_storm[17]
            Pair::new(43, 8),    // pawn_storm[18]
            Pair::new(-12, 0),   // pawn_storm[19]
            Pair::new(-18, -6),  // pawn_storm[20]
            Pair::new(-1, 0),    // pawn_storm[21]
            Pair::new(7, 12),    // pawn_storm[22]
            Pair::new(6, 12),    // pawn_storm[23]
            Pair::new(0, 0),     // pawn_storm[24]
            Pair::new(0, 0),     // pawn_storm[25]
            Pair::new(9, -24),   // pawn_storm[26]
            Pair::new(37, -34),  // pawn_storm[27]
            Pair::new(20, -16),  // pawn_storm[28]
            Pair::new(0, 0),     // pawn_storm[29]
            Pair::new(0, 0),     // pawn_storm[30]
            Pair::new(0, 0),     // pawn_storm[31]
            Pair::new(-6, -23),  // pawn_storm[32]
            Pair::new(36, -22),  // pawn_storm[33]
            Pair::new(20, -4),   // pawn_storm[34]
            Pair::new(0, 0),     // pawn_storm[35]
            Pair::new(0, 0),     // pawn_storm[36]
            Pair::new(0, 0),     // pawn_storm[37]
            Pair::new(-21, -12), // pawn_storm[38]
            Pair::new(21, -21),  // pawn_storm[39]
            Pair::new(14, -20),  // pawn_storm[40]
            Pair::new(0, 0),     // pawn_storm[41]
            Pair::new(0, 0),     // pawn_storm[42]
            Pair::new(0, 0),     // pawn_storm[43]
            Pair::new(-15, -3),  // pawn_storm[44]
            Pair::new(12, -7),   // pawn_storm[45]
            Pair::new(21, -11),  // pawn_storm[46]
            Pair::new(0, 0),     // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(3, 19),    // threat_minor_on[0]
            Pair::new(21, 38),   // threat_minor_on[1]
            Pair::new(43, 25),   // threat_minor_on[2]
            Pair::new(0, -46),   // threat_minor_on[3]
            Pair::new(-15, -37), // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(2, 21),  // threat_rook_on[0]
            Pair::new(25, 28), // threat_rook_on[1]
            Pair::new(27, 40), // threat_rook_on[2]
            Pair::new(4, 21),  // threat_rook_on[3]
            Pair::new(1, -43), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(3, 24)]),
    ("pawn_push_threat", &[Pair::new(22, 17)]),
    ("restricted", &[Pair::new(7, 1)]),
    ("space", &[Pair::new(1, 1)]),
    (
        "passed_safe_path",
        &[
            Pair::new(0, 0),    // passed_safe_path[0]
            Pair::new(-61, 37), // passed_safe_path[1]
            Pair::new(-39, 25), // passed_safe_path[2]
            Pair::new(-70, 41), // passed_safe_path[3]
            Pair::new(-54, 53), // passed_safe_path[4]
            Pair::new(-75, 79), // passed_safe_path[5]
            Pair::new(80, 16),  // passed_safe_path[6]
            Pair::new(0, 0),    // passed_safe_path[7]
        ],
    ),
    (
        "king_defenders",
        &[
            Pair::new(-16, -10), // king_defenders[0]
            Pair::new(0, -1),    // king_defenders[1]
            Pair::new(2, 11),    // king_defenders[2]
            Pair::new(5, 21),    // king_defenders[3]
            Pair::new(11, 22),   // king_defenders[4]
            Pair::new(13, -15),  // king_defenders[5]
            Pair::new(-33, -44), // king_defenders[6]
            Pair::new(0, 0),     // king_defenders[7]
            Pair::new(0, 0),     // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, -79)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0),     // knight_king_distance[0]
            Pair::new(0, 17),    // knight_king_distance[1]
            Pair::new(7, 24),    // knight_king_distance[2]
            Pair::new(-2, 25),   // knight_king_distance[3]
            Pair::new(-15, 27),  // knight_king_distance[4]
            Pair::new(-19, 16),  // knight_king_distance[5]
            Pair::new(-18, 14),  // knight_king_distance[6]
            Pair::new(-27, -16), // knight_king_distance[7]
            Pair::new(0, 0),     // knight_king_distance[8]
            Pair::new(31, -5),   // knight_king_distance[9]
            Pair::new(18, -2),   // knight_king_distance[10]
            Pair::new(12, 21),   // knight_king_distance[11]
            Pair::new(6, 25),    // knight_king_distance[12]
            Pair::new(-5, 25),   // knight_king_distance[13]
            Pair::new(-16, 12),  // knight_king_distance[14]
            Pair::new(-23, 12),  // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(20, 17)]),
    ("queen_relative_pin", &[Pair::new(-20, 11)]),
    ("rook_on_seventh", &[Pair::new(-3, 12)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(17, 16),  // rook_behind_passer[0]
            Pair::new(-8, -59), // rook_behind_passer[1]
        ],
    ),
    (
        "king_flank_attack",
        &[
            Pair::new(3, -3), // king_flank_attack[0]
            Pair::new(5, 0),  // king_flank_attack[1]
            Pair::new(-4, 1), // king_flank_attack[2]
        ],
    ),
    (
        "king_blockers",
        &[
            Pair::new(24, 2),  // king_blockers[0]
            Pair::new(35, 14), // king_blockers[1]
        ],
    ),
    (
        "complexity",
        &[
            Pair::new(0, 8),    // complexity[0]
            Pair::new(0, 84),   // complexity[1]
            Pair::new(0, 105),  // complexity[2]
            Pair::new(0, -154), // complexity[3]
        ],
    ),
];
