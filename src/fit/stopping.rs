//! Early stopping on held-out positions (`tune --validation`): the fit returns the weights of
//! its best check.

/// Stops a fit when the held-out loss has not improved for `patience` checks in a row, and
/// keeps the weights of the best check.
#[derive(Clone, Debug)]
pub struct EarlyStopping {
    patience: usize,
    since_best: usize,
    pub best_loss: f64,
    pub best_epoch: usize,
    pub best: Option<Vec<[f64; 2]>>,
}

impl EarlyStopping {
    pub fn new(patience: usize) -> EarlyStopping {
        EarlyStopping {
            patience,
            since_best: 0,
            best_loss: f64::INFINITY,
            best_epoch: 0,
            best: None,
        }
    }

    /// Records a check; true when the fit should stop.
    pub fn check(&mut self, epoch: usize, loss: f64, w: &[[f64; 2]]) -> bool {
        if loss < self.best_loss {
            self.best_loss = loss;
            self.best_epoch = epoch;
            self.best = Some(w.to_vec());
            self.since_best = 0;
            false
        } else {
            self.since_best += 1;
            self.since_best >= self.patience
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn early_stopping_keeps_the_best_and_waits_its_patience() {
        let mut stop = EarlyStopping::new(2);
        assert!(!stop.check(10, 0.5, &[[1.0, 1.0]]));
        assert!(!stop.check(20, 0.4, &[[2.0, 2.0]]));
        assert!(!stop.check(30, 0.45, &[[3.0, 3.0]]));
        assert!(stop.check(40, 0.41, &[[4.0, 4.0]]));
        assert_eq!(stop.best_epoch, 20);
        assert_eq!(stop.best, Some(vec![[2.0, 2.0]]));
        assert_eq!(stop.best_loss, 0.4);
    }
}
