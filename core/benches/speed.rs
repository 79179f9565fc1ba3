//! The performance table as criterion benchmarks: `cargo bench` (add `NIMSEQ_LONG_BENCH=1` for
//! octal 0.1777, which takes minutes). Each iteration checks its answer. `nimseq bench` prints
//! the same table without criterion's statistics.

use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};

use nimseq_core::bench::WORKLOADS;

fn speed(c: &mut Criterion) {
    let long = std::env::var_os("NIMSEQ_LONG_BENCH").is_some();
    let mut group = c.benchmark_group("nimseq");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    for w in WORKLOADS.iter().filter(|w| long || !w.long) {
        group.bench_function(w.name, |b| {
            b.iter(|| {
                if let Err(e) = (w.run)() {
                    panic!("{}: wrong answer: {e}", w.name);
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, speed);
criterion_main!(benches);
