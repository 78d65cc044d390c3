//! Monotone rows (`Term::monotone`, `tune --monotone`): after each step, the weights of a run
//! are projected onto the nearest non-decreasing sequence, a shape the term's meaning requires
//! whatever a few positions say.

/// The nearest non-decreasing sequence to `values` in least squares (pool adjacent violators).
pub fn make_non_decreasing(values: &mut [f64]) {
    // Blocks of pooled values: (mean, length).
    let mut blocks: Vec<(f64, usize)> = Vec::with_capacity(values.len());
    for &v in values.iter() {
        blocks.push((v, 1));
        while blocks.len() >= 2 {
            let (b, nb) = blocks[blocks.len() - 1];
            let (a, na) = blocks[blocks.len() - 2];
            if a <= b {
                break;
            }
            blocks.pop();
            let last = blocks.len() - 1;
            blocks[last] = ((a * na as f64 + b * nb as f64) / (na + nb) as f64, na + nb);
        }
    }
    let mut i = 0;
    for (mean, n) in blocks {
        for v in &mut values[i..i + n] {
            *v = mean;
        }
        i += n;
    }
}

/// Makes weights `range` non-decreasing in both phases.
pub fn project_non_decreasing(w: &mut [[f64; 2]], range: std::ops::Range<usize>) {
    for phase in 0..2 {
        let mut values: Vec<f64> = w[range.clone()].iter().map(|p| p[phase]).collect();
        make_non_decreasing(&mut values);
        for (p, v) in w[range.clone()].iter_mut().zip(values) {
            p[phase] = v;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pooling_gives_the_nearest_non_decreasing_sequence() {
        let mut v = vec![1.0, 3.0, 2.0, 4.0, 0.0, 6.0];
        make_non_decreasing(&mut v);
        // 3, 2 pool to 2.5; then 4, 0 pool to 2, which breaks 2.5: 3, 2, 4, 0 pool to 2.25.
        assert_eq!(v, vec![1.0, 2.25, 2.25, 2.25, 2.25, 6.0]);
        let mut sorted = vec![-3.0, -1.0, 5.0];
        make_non_decreasing(&mut sorted);
        assert_eq!(sorted, vec![-3.0, -1.0, 5.0]);
        let mut w = vec![[0.0, 9.0], [5.0, 1.0], [4.0, 2.0], [7.0, 0.0]];
        project_non_decreasing(&mut w, 1..3);
        assert_eq!(w, vec![[0.0, 9.0], [4.5, 1.0], [4.5, 2.0], [7.0, 0.0]]);
    }
}
