// The antichess family's set (antichess, giveaway and suicide): its own rows alone, fitted by
// `ferrum tune --variant antichess` half to Fairy-Stockfish 11.1's scores, half to results.
// Its fits and their games: bench/fits.md, "Antichess".
weight_set! {
    over: chess,
    chess: {},
    own: {
        antichess_material: [ -40,   49, -101,  -17,  -99,   99],
        target: [-194, -122, -147, -251, -263, -236],
        offer: 132,
        few_pieces: [ 130,   38, -108, -170, -153, -108],
    },
}
