//! A process's life: the gate that counts in-flight interactions and closes on shutdown, the
//! shutdown signal (SIGTERM or ctrl-c) and the health line.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::Notify;

/// Counts the interactions being handled and refuses new ones once closed, so a shutdown can
/// wait for the ones in flight before it closes the database.
#[derive(Default)]
pub struct Gate {
    closed: AtomicBool,
    in_flight: AtomicUsize,
    handled: AtomicU64,
    refused: AtomicU64,
    idle: Notify,
}

/// One interaction being handled; dropping it marks it done.
pub struct Pass(Arc<Gate>);

impl Drop for Pass {
    fn drop(&mut self) {
        self.0.handled.fetch_add(1, Ordering::SeqCst);
        if self.0.in_flight.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

/// What the health line reports of the gate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GateCounts {
    pub in_flight: usize,
    pub handled: u64,
    pub refused: u64,
    pub closed: bool,
}

impl Gate {
    pub fn new() -> Arc<Gate> {
        Arc::new(Gate::default())
    }

    /// A pass for one interaction, or `None` once the gate is closed (shutting down: the
    /// interaction is left unanswered and nothing of it is stored, so the player can press
    /// again once another process or the restarted one takes it).
    pub fn enter(self: &Arc<Self>) -> Option<Pass> {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        if self.closed.load(Ordering::SeqCst) {
            self.refused.fetch_add(1, Ordering::SeqCst);
            if self.in_flight.fetch_sub(1, Ordering::SeqCst) == 1 {
                self.idle.notify_waiters();
            }
            return None;
        }
        Some(Pass(self.clone()))
    }

    /// Takes no new interaction from now on.
    pub fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
    }

    pub fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }

    pub fn counts(&self) -> GateCounts {
        GateCounts {
            in_flight: self.in_flight.load(Ordering::SeqCst),
            handled: self.handled.load(Ordering::SeqCst),
            refused: self.refused.load(Ordering::SeqCst),
            closed: self.is_closed(),
        }
    }

    /// Waits until no interaction is in flight, at most `max`; returns how many still were.
    pub async fn drained(&self, max: Duration) -> usize {
        let deadline = tokio::time::Instant::now() + max;
        loop {
            let idle = self.idle.notified();
            let n = self.in_flight.load(Ordering::SeqCst);
            if n == 0 {
                return 0;
            }
            if tokio::time::timeout_at(deadline, idle).await.is_err() {
                return self.in_flight.load(Ordering::SeqCst);
            }
        }
    }
}

/// Resolves on SIGTERM (what service managers and container runtimes send) or ctrl-c.
pub async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => tracing::info!("SIGTERM received"),
                    _ = tokio::signal::ctrl_c() => tracing::info!("ctrl-c received"),
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "no SIGTERM handler: only ctrl-c stops the bot gracefully");
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_closed_gate_refuses_new_interactions_and_waits_for_those_in_flight() {
        let gate = Gate::new();
        let pass = gate.enter().expect("open");
        gate.close();
        assert!(gate.enter().is_none(), "closed: no new interaction");
        let counts = gate.counts();
        assert_eq!(
            (counts.in_flight, counts.refused, counts.closed),
            (1, 1, true)
        );
        // Still one in flight: the wait times out and says so.
        assert_eq!(gate.drained(Duration::from_millis(20)).await, 1);
        let g2 = gate.clone();
        let waiter = tokio::spawn(async move { g2.drained(Duration::from_secs(10)).await });
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(!waiter.is_finished());
        drop(pass);
        assert_eq!(waiter.await.unwrap(), 0);
        assert_eq!(gate.counts().handled, 1);
    }
}
