//! The chess weights the variants build on (king of the hill, horde and three-check use them
//! as they are; crazyhouse, racing kings and atomic lay their own over them): the chess set
//! fitted on game results alone, before Stockfish's scores labelled the data (`fitted.rs`).
//! The variants were fitted and measured over these, so they keep them until a variant's own
//! games say another set plays better. Fitted by `ferrum tune`; the terms from king danger on
//! (params.rs) were fitted alone, the earlier weights held, on 871,150 quiet positions of
//! 10,560 self-play games (`ferrum datagen --nodes 6000 --random-plies 8 --seed 2911`):
//! `tune --epochs 1000 --lr 1 --only "king danger,passed pawn race,hanging pieces,minor
//! pieces,king files"`, K 2.3963, MSE 0.099738 -> 0.098656. The earlier weights came from
//! 888,700 positions of 10,610 games (`--nodes 5000`), 600 epochs, MSE 0.100654 -> 0.095709.

use super::layout::{assemble, Named};
use super::params::{initial_weights, NUM_PARAMS, TERMS};
use super::Pair;

pub const TUNED: [Pair; NUM_PARAMS] = assemble(TERMS, initial_weights(), FITTED);

/// The fitted weights, by term.
const FITTED: &[Named] = &[
    (
        "material",
        &[
            Pair::new(73, 95),    // material[0]
            Pair::new(333, 347),  // material[1]
            Pair::new(346, 361),  // material[2]
            Pair::new(445, 631),  // material[3]
            Pair::new(1235, 955), // material[4]
            Pair::new(0, 0),      // material[5]
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
            Pair::new(-7, 32),    // pst[8]
            Pair::new(11, 31),    // pst[9]
            Pair::new(-4, 19),    // pst[10]
            Pair::new(4, -5),     // pst[11]
            Pair::new(9, -2),     // pst[12]
            Pair::new(12, 8),     // pst[13]
            Pair::new(32, 12),    // pst[14]
            Pair::new(-19, 34),   // pst[15]
            Pair::new(-15, 31),   // pst[16]
            Pair::new(-9, 17),    // pst[17]
            Pair::new(-14, 27),   // pst[18]
            Pair::new(-18, 28),   // pst[19]
            Pair::new(-7, 12),    // pst[20]
            Pair::new(-12, -3),   // pst[21]
            Pair::new(8, 18),     // pst[22]
            Pair::new(-15, 14),   // pst[23]
            Pair::new(-1, 25),    // pst[24]
            Pair::new(-10, 32),   // pst[25]
            Pair::new(8, 12),     // pst[26]
            Pair::new(18, -14),   // pst[27]
            Pair::new(14, -11),   // pst[28]
            Pair::new(12, 4),     // pst[29]
            Pair::new(-7, 19),    // pst[30]
            Pair::new(-22, 18),   // pst[31]
            Pair::new(9, 30),     // pst[32]
            Pair::new(7, 21),     // pst[33]
            Pair::new(27, -2),    // pst[34]
            Pair::new(10, -6),    // pst[35]
            Pair::new(18, -24),   // pst[36]
            Pair::new(21, -37),   // pst[37]
            Pair::new(23, 26),    // pst[38]
            Pair::new(-31, 27),   // pst[39]
            Pair::new(50, 44),    // pst[40]
            Pair::new(69, 47),    // pst[41]
            Pair::new(15, 19),    // pst[42]
            Pair::new(16, 9),     // pst[43]
            Pair::new(89, -11),   // pst[44]
            Pair::new(36, 4),     // pst[45]
            Pair::new(9, 34),     // pst[46]
            Pair::new(40, 40),    // pst[47]
            Pair::new(106, 77),   // pst[48]
            Pair::new(99, 117),   // pst[49]
            Pair::new(122, 16),   // pst[50]
            Pair::new(-18, 72),   // pst[51]
            Pair::new(87, 77),    // pst[52]
            Pair::new(-46, 86),   // pst[53]
            Pair::new(-42, 92),   // pst[54]
            Pair::new(96, 88),    // pst[55]
            Pair::new(0, 0),      // pst[56]
            Pair::new(0, 0),      // pst[57]
            Pair::new(0, 0),      // pst[58]
            Pair::new(0, 0),      // pst[59]
            Pair::new(0, 0),      // pst[60]
            Pair::new(0, 0),      // pst[61]
            Pair::new(0, 0),      // pst[62]
            Pair::new(0, 0),      // pst[63]
            Pair::new(-69, -55),  // pst[64]
            Pair::new(-6, -77),   // pst[65]
            Pair::new(4, -58),    // pst[66]
            Pair::new(-11, -46),  // pst[67]
            Pair::new(-12, -56),  // pst[68]
            Pair::new(11, -31),   // pst[69]
            Pair::new(-13, -38),  // pst[70]
            Pair::new(-88, -50),  // pst[71]
            Pair::new(-13, 39),   // pst[72]
            Pair::new(-48, -62),  // pst[73]
            Pair::new(-3, -3),    // pst[74]
            Pair::new(-3, 1),     // pst[75]
            Pair::new(-2, -32),   // pst[76]
            Pair::new(-8, -37),   // pst[77]
            Pair::new(5, -72),    // pst[78]
            Pair::new(-34, 21),   // pst[79]
            Pair::new(-4, -62),   // pst[80]
            Pair::new(-4, 10),    // pst[81]
            Pair::new(-5, -10),   // pst[82]
            Pair::new(-14, 14),   // pst[83]
            Pair::new(13, 14),    // pst[84]
            Pair::new(1, 3),      // pst[85]
            Pair::new(9, -26),    // pst[86]
            Pair::new(-13, -32),  // pst[87]
            Pair::new(7, -9),     // pst[88]
            Pair::new(-9, 41),    // pst[89]
            Pair::new(3, 12),     // pst[90]
            Pair::new(11, 44),    // pst[91]
            Pair::new(23, 24),    // pst[92]
            Pair::new(11, 19),    // pst[93]
            Pair::new(-6, 35),    // pst[94]
            Pair::new(-14, -1),   // pst[95]
            Pair::new(-11, -27),  // pst[96]
            Pair::new(20, 5),     // pst[97]
            Pair::new(37, 33),    // pst[98]
            Pair::new(25, 6),     // pst[99]
            Pair::new(1, 79),     // pst[100]
            Pair::new(27, 52),    // pst[101]
            Pair::new(21, 14),    // pst[102]
            Pair::new(-13, 36),   // pst[103]
            Pair::new(-11, 6),    // pst[104]
            Pair::new(-42, -6),   // pst[105]
            Pair::new(-45, 42),   // pst[106]
            Pair::new(11, 63),    // pst[107]
            Pair::new(-21, 34),   // pst[108]
            Pair::new(31, -2),    // pst[109]
            Pair::new(8, 64),     // pst[110]
            Pair::new(-1, -63),   // pst[111]
            Pair::new(-7, -4),    // pst[112]
            Pair::new(8, -3),     // pst[113]
            Pair::new(-17, 47),   // pst[114]
            Pair::new(113, -24),  // pst[115]
            Pair::new(88, -5),    // pst[116]
            Pair::new(64, -14),   // pst[117]
            Pair::new(2, -28),    // pst[118]
            Pair::new(-69, -27),  // pst[119]
            Pair::new(-184, -25), // pst[120]
            Pair::new(-209, 42),  // pst[121]
            Pair::new(-209, 27),  // pst[122]
            Pair::new(-107, 31),  // pst[123]
            Pair::new(22, -10),   // pst[124]
            Pair::new(-89, -55),  // pst[125]
            Pair::new(-121, -50), // pst[126]
            Pair::new(-117, -63), // pst[127]
            Pair::new(24, -13),   // pst[128]
            Pair::new(7, -57),    // pst[129]
            Pair::new(4, -24),    // pst[130]
            Pair::new(-38, 15),   // pst[131]
            Pair::new(-12, -34),  // pst[132]
            Pair::new(-11, 20),   // pst[133]
            Pair::new(-32, -19),  // pst[134]
            Pair::new(-50, -10),  // pst[135]
            Pair::new(-36, -20),  // pst[136]
            Pair::new(6, -2),     // pst[137]
            Pair::new(16, -39),   // pst[138]
            Pair::new(11, 1),     // pst[139]
            Pair::new(8, -2),     // pst[140]
            Pair::new(17, -31),   // pst[141]
            Pair::new(22, 12),    // pst[142]
            Pair::new(23, 50),    // pst[143]
            Pair::new(-20, -32),  // pst[144]
            Pair::new(3, 24),     // pst[145]
            Pair::new(13, 30),    // pst[146]
            Pair::new(-9, 17),    // pst[147]
            Pair::new(10, -11),   // pst[148]
            Pair::new(30, 0),     // pst[149]
            Pair::new(23, -9),    // pst[150]
            Pair::new(-10, 5),    // pst[151]
            Pair::new(-27, -29),  // pst[152]
            Pair::new(-2, 10),    // pst[153]
            Pair::new(22, 25),    // pst[154]
            Pair::new(34, 14),    // pst[155]
            Pair::new(18, 24),    // pst[156]
            Pair::new(23, -6),    // pst[157]
            Pair::new(-41, 20),   // pst[158]
            Pair::new(-4, -37),   // pst[159]
            Pair::new(15, -9),    // pst[160]
            Pair::new(1, 59),     // pst[161]
            Pair::new(23, -9),    // pst[162]
            Pair::new(79, -4),    // pst[163]
            Pair::new(45, 14),    // pst[164]
            Pair::new(37, -3),    // pst[165]
            Pair::new(19, 22),    // pst[166]
            Pair::new(-7, 7),     // pst[167]
            Pair::new(-123, 68),  // pst[168]
            Pair::new(13, 24),    // pst[169]
            Pair::new(16, 1),     // pst[170]
            Pair::new(3, 29),     // pst[171]
            Pair::new(32, 9),     // pst[172]
            Pair::new(5, 35),     // pst[173]
            Pair::new(-20, 15),   // pst[174]
            Pair::new(19, -27),   // pst[175]
            Pair::new(-9, -49),   // pst[176]
            Pair::new(5, -5),     // pst[177]
            Pair::new(3, -7),     // pst[178]
            Pair::new(-16, 13),   // pst[179]
            Pair::new(27, 19),    // pst[180]
            Pair::new(-48, 51),   // pst[181]
            Pair::new(-128, 36),  // pst[182]
            Pair::new(-15, -16),  // pst[183]
            Pair::new(132, -76),  // pst[184]
            Pair::new(-197, 84),  // pst[185]
            Pair::new(0, -28),    // pst[186]
            Pair::new(22, 30),    // pst[187]
            Pair::new(-222, 57),  // pst[188]
            Pair::new(-187, 16),  // pst[189]
            Pair::new(7, -4),     // pst[190]
            Pair::new(-37, 8),    // pst[191]
            Pair::new(-6, 1),     // pst[192]
            Pair::new(0, -21),    // pst[193]
            Pair::new(-3, 11),    // pst[194]
            Pair::new(8, -7),     // pst[195]
            Pair::new(19, -14),   // pst[196]
            Pair::new(19, -10),   // pst[197]
            Pair::new(-15, 8),    // pst[198]
            Pair::new(-15, -9),   // pst[199]
            Pair::new(-44, 27),   // pst[200]
            Pair::new(-19, -4),   // pst[201]
            Pair::new(-9, -5),    // pst[202]
            Pair::new(-27, 27),   // pst[203]
            Pair::new(1, 3),      // pst[204]
            Pair::new(3, -1),     // pst[205]
            Pair::new(13, 10),    // pst[206]
            Pair::new(-32, -22),  // pst[207]
            Pair::new(-27, 23),   // pst[208]
            Pair::new(-2, 21),    // pst[209]
            Pair::new(-14, 49),   // pst[210]
            Pair::new(-50, 30),   // pst[211]
            Pair::new(4, -14),    // pst[212]
            Pair::new(30, 6),     // pst[213]
            Pair::new(-28, 34),   // pst[214]
            Pair::new(-50, 34),   // pst[215]
            Pair::new(15, 25),    // pst[216]
            Pair::new(-57, 35),   // pst[217]
            Pair::new(48, 22),    // pst[218]
            Pair::new(29, 19),    // pst[219]
            Pair::new(17, 36),    // pst[220]
            Pair::new(-8, 54),    // pst[221]
            Pair::new(36, 35),    // pst[222]
            Pair::new(-10, 52),   // pst[223]
            Pair::new(8, 25),     // pst[224]
            Pair::new(25, 50),    // pst[225]
            Pair::new(56, 22),    // pst[226]
            Pair::new(2, 41),     // pst[227]
            Pair::new(-26, 26),   // pst[228]
            Pair::new(76, 2),     // pst[229]
            Pair::new(-5, 65),    // pst[230]
            Pair::new(-25, 58),   // pst[231]
            Pair::new(4, 22),     // pst[232]
            Pair::new(-16, 49),   // pst[233]
            Pair::new(73, -5),    // pst[234]
            Pair::new(69, 16),    // pst[235]
            Pair::new(84, 7),     // pst[236]
            Pair::new(118, -26),  // pst[237]
            Pair::new(-56, 38),   // pst[238]
            Pair::new(22, 21),    // pst[239]
            Pair::new(-43, 43),   // pst[240]
            Pair::new(57, 31),    // pst[241]
            Pair::new(-11, 59),   // pst[242]
            Pair::new(71, 22),    // pst[243]
            Pair::new(40, 33),    // pst[244]
            Pair::new(41, 52),    // pst[245]
            Pair::new(56, 23),    // pst[246]
            Pair::new(-15, 57),   // pst[247]
            Pair::new(-2, 20),    // pst[248]
            Pair::new(56, 29),    // pst[249]
            Pair::new(161, -11),  // pst[250]
            Pair::new(99, -5),    // pst[251]
            Pair::new(-16, 48),   // pst[252]
            Pair::new(-24, 20),   // pst[253]
            Pair::new(106, 3),    // pst[254]
            Pair::new(87, -28),   // pst[255]
            Pair::new(-8, 1),     // pst[256]
            Pair::new(33, -23),   // pst[257]
            Pair::new(22, -62),   // pst[258]
            Pair::new(34, -105),  // pst[259]
            Pair::new(47, -85),   // pst[260]
            Pair::new(81, -179),  // pst[261]
            Pair::new(-41, 28),   // pst[262]
            Pair::new(-51, -85),  // pst[263]
            Pair::new(-14, -6),   // pst[264]
            Pair::new(4, 47),     // pst[265]
            Pair::new(32, -88),   // pst[266]
            Pair::new(39, -80),   // pst[267]
            Pair::new(47, -90),   // pst[268]
            Pair::new(25, -30),   // pst[269]
            Pair::new(37, -95),   // pst[270]
            Pair::new(13, 74),    // pst[271]
            Pair::new(9, -37),    // pst[272]
            Pair::new(33, -45),   // pst[273]
            Pair::new(32, -65),   // pst[274]
            Pair::new(18, -25),   // pst[275]
            Pair::new(35, -47),   // pst[276]
            Pair::new(24, -21),   // pst[277]
            Pair::new(56, -43),   // pst[278]
            Pair::new(16, 38),    // pst[279]
            Pair::new(19, -13),   // pst[280]
            Pair::new(-30, 87),   // pst[281]
            Pair::new(24, -25),   // pst[282]
            Pair::new(34, 6),     // pst[283]
            Pair::new(22, 26),    // pst[284]
            Pair::new(36, -11),   // pst[285]
            Pair::new(10, 132),   // pst[286]
            Pair::new(50, 82),    // pst[287]
            Pair::new(-15, 61),   // pst[288]
            Pair::new(-9, 47),    // pst[289]
            Pair::new(49, -84),   // pst[290]
            Pair::new(-1, 104),   // pst[291]
            Pair::new(54, -35),   // pst[292]
            Pair::new(39, 68),    // pst[293]
            Pair::new(50, -13),   // pst[294]
            Pair::new(28, 69),    // pst[295]
            Pair::new(-12, -44),  // pst[296]
            Pair::new(-1, -38),   // pst[297]
            Pair::new(31, -13),   // pst[298]
            Pair::new(44, -40),   // pst[299]
            Pair::new(-2, 56),    // pst[300]
            Pair::new(87, 7),     // pst[301]
            Pair::new(20, 88),    // pst[302]
            Pair::new(53, -32),   // pst[303]
            Pair::new(23, -59),   // pst[304]
            Pair::new(-3, 46),    // pst[305]
            Pair::new(-19, 24),   // pst[306]
            Pair::new(42, 36),    // pst[307]
            Pair::new(36, -19),   // pst[308]
            Pair::new(-35, 86),   // pst[309]
            Pair::new(-2, 86),    // pst[310]
            Pair::new(-11, 88),   // pst[311]
            Pair::new(45, -45),   // pst[312]
            Pair::new(-48, -48),  // pst[313]
            Pair::new(60, -80),   // pst[314]
            Pair::new(-1, 76),    // pst[315]
            Pair::new(148, -67),  // pst[316]
            Pair::new(59, -43),   // pst[317]
            Pair::new(21, 20),    // pst[318]
            Pair::new(16, 21),    // pst[319]
            Pair::new(-5, -86),   // pst[320]
            Pair::new(22, -51),   // pst[321]
            Pair::new(24, -40),   // pst[322]
            Pair::new(-40, -26),  // pst[323]
            Pair::new(9, -38),    // pst[324]
            Pair::new(-17, -22),  // pst[325]
            Pair::new(21, -40),   // pst[326]
            Pair::new(9, -54),    // pst[327]
            Pair::new(22, -46),   // pst[328]
            Pair::new(22, -39),   // pst[329]
            Pair::new(-39, -14),  // pst[330]
            Pair::new(-31, -11),  // pst[331]
            Pair::new(-15, -16),  // pst[332]
            Pair::new(-5, -12),   // pst[333]
            Pair::new(17, -11),   // pst[334]
            Pair::new(36, -48),   // pst[335]
            Pair::new(8, -36),    // pst[336]
            Pair::new(26, -35),   // pst[337]
            Pair::new(13, -5),    // pst[338]
            Pair::new(-58, 1),    // pst[339]
            Pair::new(-122, 30),  // pst[340]
            Pair::new(-79, 15),   // pst[341]
            Pair::new(-27, -3),   // pst[342]
            Pair::new(-45, -1),   // pst[343]
            Pair::new(136, -49),  // pst[344]
            Pair::new(-18, -31),  // pst[345]
            Pair::new(-110, 22),  // pst[346]
            Pair::new(-152, 41),  // pst[347]
            Pair::new(-50, 44),   // pst[348]
            Pair::new(-106, 36),  // pst[349]
            Pair::new(-158, 45),  // pst[350]
            Pair::new(70, -42),   // pst[351]
            Pair::new(5, -3),     // pst[352]
            Pair::new(-90, 20),   // pst[353]
            Pair::new(-159, 53),  // pst[354]
            Pair::new(-295, 96),  // pst[355]
            Pair::new(-160, 46),  // pst[356]
            Pair::new(47, 22),    // pst[357]
            Pair::new(-46, 24),   // pst[358]
            Pair::new(3, 40),     // pst[359]
            Pair::new(-17, 11),   // pst[360]
            Pair::new(-237, 55),  // pst[361]
            Pair::new(-112, 45),  // pst[362]
            Pair::new(48, 67),    // pst[363]
            Pair::new(64, 35),    // pst[364]
            Pair::new(64, 31),    // pst[365]
            Pair::new(25, 66),    // pst[366]
            Pair::new(35, 39),    // pst[367]
            Pair::new(-137, -67), // pst[368]
            Pair::new(31, 54),    // pst[369]
            Pair::new(-19, 7),    // pst[370]
            Pair::new(84, 53),    // pst[371]
            Pair::new(35, 68),    // pst[372]
            Pair::new(-290, 94),  // pst[373]
            Pair::new(-147, 74),  // pst[374]
            Pair::new(-164, 50),  // pst[375]
            Pair::new(141, -106), // pst[376]
            Pair::new(-181, -30), // pst[377]
            Pair::new(83, -48),   // pst[378]
            Pair::new(-71, 3),    // pst[379]
            Pair::new(19, 51),    // pst[380]
            Pair::new(-241, -5),  // pst[381]
            Pair::new(39, 36),    // pst[382]
            Pair::new(-159, -84), // pst[383]
        ],
    ),
    (
        "mobility_knight",
        &[
            Pair::new(-41, -48), // mobility_knight[0]
            Pair::new(-20, -15), // mobility_knight[1]
            Pair::new(-10, 31),  // mobility_knight[2]
            Pair::new(-4, 29),   // mobility_knight[3]
            Pair::new(1, 37),    // mobility_knight[4]
            Pair::new(7, 40),    // mobility_knight[5]
            Pair::new(16, 45),   // mobility_knight[6]
            Pair::new(18, 34),   // mobility_knight[7]
            Pair::new(59, 7),    // mobility_knight[8]
        ],
    ),
    (
        "mobility_bishop",
        &[
            Pair::new(-36, -49), // mobility_bishop[0]
            Pair::new(-27, -4),  // mobility_bishop[1]
            Pair::new(-18, 7),   // mobility_bishop[2]
            Pair::new(-14, 7),   // mobility_bishop[3]
            Pair::new(-4, 21),   // mobility_bishop[4]
            Pair::new(-4, 25),   // mobility_bishop[5]
            Pair::new(10, 22),   // mobility_bishop[6]
            Pair::new(5, 34),    // mobility_bishop[7]
            Pair::new(17, 32),   // mobility_bishop[8]
            Pair::new(12, 47),   // mobility_bishop[9]
            Pair::new(7, 52),    // mobility_bishop[10]
            Pair::new(-17, 54),  // mobility_bishop[11]
            Pair::new(124, -8),  // mobility_bishop[12]
            Pair::new(-52, 82),  // mobility_bishop[13]
        ],
    ),
    (
        "mobility_rook",
        &[
            Pair::new(-64, -109), // mobility_rook[0]
            Pair::new(-19, -19),  // mobility_rook[1]
            Pair::new(-7, 15),    // mobility_rook[2]
            Pair::new(-5, 6),     // mobility_rook[3]
            Pair::new(-2, 13),    // mobility_rook[4]
            Pair::new(-1, 36),    // mobility_rook[5]
            Pair::new(6, 38),     // mobility_rook[6]
            Pair::new(11, 49),    // mobility_rook[7]
            Pair::new(11, 57),    // mobility_rook[8]
            Pair::new(17, 59),    // mobility_rook[9]
            Pair::new(21, 62),    // mobility_rook[10]
            Pair::new(14, 75),    // mobility_rook[11]
            Pair::new(6, 87),     // mobility_rook[12]
            Pair::new(52, 72),    // mobility_rook[13]
            Pair::new(49, 82),    // mobility_rook[14]
        ],
    ),
    (
        "mobility_queen",
        &[
            Pair::new(302, 144),   // mobility_queen[0]
            Pair::new(-1, -245),   // mobility_queen[1]
            Pair::new(7, 76),      // mobility_queen[2]
            Pair::new(9, -50),     // mobility_queen[3]
            Pair::new(7, -15),     // mobility_queen[4]
            Pair::new(14, -72),    // mobility_queen[5]
            Pair::new(17, 19),     // mobility_queen[6]
            Pair::new(13, 60),     // mobility_queen[7]
            Pair::new(22, 50),     // mobility_queen[8]
            Pair::new(25, 48),     // mobility_queen[9]
            Pair::new(19, 117),    // mobility_queen[10]
            Pair::new(27, 113),    // mobility_queen[11]
            Pair::new(27, 105),    // mobility_queen[12]
            Pair::new(17, 123),    // mobility_queen[13]
            Pair::new(31, 120),    // mobility_queen[14]
            Pair::new(22, 141),    // mobility_queen[15]
            Pair::new(36, 121),    // mobility_queen[16]
            Pair::new(40, 108),    // mobility_queen[17]
            Pair::new(41, 101),    // mobility_queen[18]
            Pair::new(65, 89),     // mobility_queen[19]
            Pair::new(88, 75),     // mobility_queen[20]
            Pair::new(125, 22),    // mobility_queen[21]
            Pair::new(295, -107),  // mobility_queen[22]
            Pair::new(324, -214),  // mobility_queen[23]
            Pair::new(301, -270),  // mobility_queen[24]
            Pair::new(13, -294),   // mobility_queen[25]
            Pair::new(57, -92),    // mobility_queen[26]
            Pair::new(-139, -337), // mobility_queen[27]
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
    ("bishop_pair", &[Pair::new(32, 76)]),
    ("rook_open", &[Pair::new(45, -17)]),
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
            Pair::new(6, -16), // king_attack[0]
            Pair::new(12, -9), // king_attack[1]
            Pair::new(8, -3),  // king_attack[2]
            Pair::new(18, 7),  // king_attack[3]
        ],
    ),
    ("threat_by_pawn", &[Pair::new(44, 49)]),
    ("threat_by_minor", &[Pair::new(49, 23)]),
    ("threat_by_rook", &[Pair::new(52, 46)]),
    (
        "safe_check",
        &[
            Pair::new(58, -8),   // safe_check[0]
            Pair::new(13, 21),   // safe_check[1]
            Pair::new(131, -50), // safe_check[2]
            Pair::new(21, -9),   // safe_check[3]
        ],
    ),
    ("unsafe_check", &[Pair::new(8, 2)]),
    ("king_weak_squares", &[Pair::new(8, -2)]),
    (
        "king_attackers",
        &[
            Pair::new(0, 0),     // king_attackers[0]
            Pair::new(-9, -3),   // king_attackers[1]
            Pair::new(-1, -1),   // king_attackers[2]
            Pair::new(11, -9),   // king_attackers[3]
            Pair::new(28, -22),  // king_attackers[4]
            Pair::new(77, -175), // king_attackers[5]
            Pair::new(0, 0),     // king_attackers[6]
            Pair::new(0, 0),     // king_attackers[7]
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
    ("hanging", &[Pair::new(3, 15)]),
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
            Pair::new(0, 0), // king_danger_bucket[0]
            Pair::new(0, 0), // king_danger_bucket[1]
            Pair::new(0, 0), // king_danger_bucket[2]
            Pair::new(0, 0), // king_danger_bucket[3]
            Pair::new(0, 0), // king_danger_bucket[4]
            Pair::new(0, 0), // king_danger_bucket[5]
            Pair::new(0, 0), // king_danger_bucket[6]
            Pair::new(0, 0), // king_danger_bucket[7]
            Pair::new(0, 0), // king_danger_bucket[8]
            Pair::new(0, 0), // king_danger_bucket[9]
            Pair::new(0, 0), // king_danger_bucket[10]
            Pair::new(0, 0), // king_danger_bucket[11]
            Pair::new(0, 0), // king_danger_bucket[12]
            Pair::new(0, 0), // king_danger_bucket[13]
            Pair::new(0, 0), // king_danger_bucket[14]
            Pair::new(0, 0), // king_danger_bucket[15]
        ],
    ),
    (
        "shelter_file",
        &[
            Pair::new(0, 0), // shelter_file[0]
            Pair::new(0, 0), // shelter_file[1]
            Pair::new(0, 0), // shelter_file[2]
            Pair::new(0, 0), // shelter_file[3]
            Pair::new(0, 0), // shelter_file[4]
            Pair::new(0, 0), // shelter_file[5]
            Pair::new(0, 0), // shelter_file[6]
            Pair::new(0, 0), // shelter_file[7]
            Pair::new(0, 0), // shelter_file[8]
            Pair::new(0, 0), // shelter_file[9]
            Pair::new(0, 0), // shelter_file[10]
            Pair::new(0, 0), // shelter_file[11]
            Pair::new(0, 0), // shelter_file[12]
            Pair::new(0, 0), // shelter_file[13]
            Pair::new(0, 0), // shelter_file[14]
            Pair::new(0, 0), // shelter_file[15]
            Pair::new(0, 0), // shelter_file[16]
            Pair::new(0, 0), // shelter_file[17]
            Pair::new(0, 0), // shelter_file[18]
            Pair::new(0, 0), // shelter_file[19]
            Pair::new(0, 0), // shelter_file[20]
            Pair::new(0, 0), // shelter_file[21]
            Pair::new(0, 0), // shelter_file[22]
            Pair::new(0, 0), // shelter_file[23]
            Pair::new(0, 0), // shelter_file[24]
            Pair::new(0, 0), // shelter_file[25]
            Pair::new(0, 0), // shelter_file[26]
            Pair::new(0, 0), // shelter_file[27]
            Pair::new(0, 0), // shelter_file[28]
            Pair::new(0, 0), // shelter_file[29]
            Pair::new(0, 0), // shelter_file[30]
            Pair::new(0, 0), // shelter_file[31]
            Pair::new(0, 0), // shelter_file[32]
            Pair::new(0, 0), // shelter_file[33]
            Pair::new(0, 0), // shelter_file[34]
            Pair::new(0, 0), // shelter_file[35]
            Pair::new(0, 0), // shelter_file[36]
            Pair::new(0, 0), // shelter_file[37]
            Pair::new(0, 0), // shelter_file[38]
            Pair::new(0, 0), // shelter_file[39]
            Pair::new(0, 0), // shelter_file[40]
            Pair::new(0, 0), // shelter_file[41]
            Pair::new(0, 0), // shelter_file[42]
            Pair::new(0, 0), // shelter_file[43]
            Pair::new(0, 0), // shelter_file[44]
            Pair::new(0, 0), // shelter_file[45]
            Pair::new(0, 0), // shelter_file[46]
            Pair::new(0, 0), // shelter_file[47]
        ],
    ),
    (
        "pawn_storm",
        &[
            Pair::new(0, 0), // pawn_storm[0]
            Pair::new(0, 0), // pawn_storm[1]
            Pair::new(0, 0), // pawn_storm[2]
            Pair::new(0, 0), // pawn_storm[3]
            Pair::new(0, 0), // pawn_storm[4]
            Pair::new(0, 0), // pawn_storm[5]
            Pair::new(0, 0), // pawn_storm[6]
            Pair::new(0, 0), // pawn_storm[7]
            Pair::new(0, 0), // pawn_storm[8]
            Pair::new(0, 0), // pawn_storm[9]
            Pair::new(0, 0), // pawn_storm[10]
            Pair::new(0, 0), // pawn_storm[11]
            Pair::new(0, 0), // pawn_storm[12]
            Pair::new(0, 0), // pawn_storm[13]
            Pair::new(0, 0), // pawn_storm[14]
            Pair::new(0, 0), // pawn_storm[15]
            Pair::new(0, 0), // pawn_storm[16]
            Pair::new(0, 0), // pawn_storm[17]
            Pair::new(0, 0), // pawn_storm[18]
            Pair::new(0, 0), // pawn_storm[19]
            Pair::new(0, 0), // pawn_storm[20]
            Pair::new(0, 0), // pawn_storm[21]
            Pair::new(0, 0), // pawn_storm[22]
            Pair::new(0, 0), // pawn_storm[23]
            Pair::new(0, 0), // pawn_storm[24]
            Pair::new(0, 0), // pawn_storm[25]
            Pair::new(0, 0), // pawn_storm[26]
            Pair::new(0, 0), // pawn_storm[27]
            Pair::new(0, 0), // pawn_storm[28]
            Pair::new(0, 0), // pawn_storm[29]
            Pair::new(0, 0), // pawn_storm[30]
            Pair::new(0, 0), // pawn_storm[31]
            Pair::new(0, 0), // pawn_storm[32]
            Pair::new(0, 0), // pawn_storm[33]
            Pair::new(0, 0), // pawn_storm[34]
            Pair::new(0, 0), // pawn_storm[35]
            Pair::new(0, 0), // pawn_storm[36]
            Pair::new(0, 0), // pawn_storm[37]
            Pair::new(0, 0), // pawn_storm[38]
            Pair::new(0, 0), // pawn_storm[39]
            Pair::new(0, 0), // pawn_storm[40]
            Pair::new(0, 0), // pawn_storm[41]
            Pair::new(0, 0), // pawn_storm[42]
            Pair::new(0, 0), // pawn_storm[43]
            Pair::new(0, 0), // pawn_storm[44]
            Pair::new(0, 0), // pawn_storm[45]
            Pair::new(0, 0), // pawn_storm[46]
            Pair::new(0, 0), // pawn_storm[47]
        ],
    ),
    (
        "threat_minor_on",
        &[
            Pair::new(0, 0), // threat_minor_on[0]
            Pair::new(0, 0), // threat_minor_on[1]
            Pair::new(0, 0), // threat_minor_on[2]
            Pair::new(0, 0), // threat_minor_on[3]
            Pair::new(0, 0), // threat_minor_on[4]
        ],
    ),
    (
        "threat_rook_on",
        &[
            Pair::new(0, 0), // threat_rook_on[0]
            Pair::new(0, 0), // threat_rook_on[1]
            Pair::new(0, 0), // threat_rook_on[2]
            Pair::new(0, 0), // threat_rook_on[3]
            Pair::new(0, 0), // threat_rook_on[4]
        ],
    ),
    ("threat_king_on", &[Pair::new(0, 0)]),
    ("pawn_push_threat", &[Pair::new(0, 0)]),
    ("restricted", &[Pair::new(0, 0)]),
    ("space", &[Pair::new(0, 0)]),
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
            Pair::new(0, 0), // king_defenders[0]
            Pair::new(0, 0), // king_defenders[1]
            Pair::new(0, 0), // king_defenders[2]
            Pair::new(0, 0), // king_defenders[3]
            Pair::new(0, 0), // king_defenders[4]
            Pair::new(0, 0), // king_defenders[5]
            Pair::new(0, 0), // king_defenders[6]
            Pair::new(0, 0), // king_defenders[7]
            Pair::new(0, 0), // king_defenders[8]
        ],
    ),
    ("king_pawnless_flank", &[Pair::new(0, 0)]),
    (
        "knight_king_distance",
        &[
            Pair::new(0, 0), // knight_king_distance[0]
            Pair::new(0, 0), // knight_king_distance[1]
            Pair::new(0, 0), // knight_king_distance[2]
            Pair::new(0, 0), // knight_king_distance[3]
            Pair::new(0, 0), // knight_king_distance[4]
            Pair::new(0, 0), // knight_king_distance[5]
            Pair::new(0, 0), // knight_king_distance[6]
            Pair::new(0, 0), // knight_king_distance[7]
            Pair::new(0, 0), // knight_king_distance[8]
            Pair::new(0, 0), // knight_king_distance[9]
            Pair::new(0, 0), // knight_king_distance[10]
            Pair::new(0, 0), // knight_king_distance[11]
            Pair::new(0, 0), // knight_king_distance[12]
            Pair::new(0, 0), // knight_king_distance[13]
            Pair::new(0, 0), // knight_king_distance[14]
            Pair::new(0, 0), // knight_king_distance[15]
        ],
    ),
    ("bishop_long_diagonal", &[Pair::new(0, 0)]),
    ("queen_relative_pin", &[Pair::new(0, 0)]),
    ("rook_on_seventh", &[Pair::new(0, 0)]),
    (
        "rook_behind_passer",
        &[
            Pair::new(0, 0), // rook_behind_passer[0]
            Pair::new(0, 0), // rook_behind_passer[1]
        ],
    ),
];
