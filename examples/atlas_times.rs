use std::time::Instant;
fn main() {
    let cap: u64 = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(1 << 16);
    let codes = nimseq::atlas::codes(3, None).unwrap();
    let mut times = Vec::new();
    for c in &codes {
        let t = Instant::now();
        let row = nimseq::atlas::compute_row(c, cap).unwrap();
        times.push((t.elapsed().as_secs_f64(), c.to_string(), format!("{:?} e={:?} p={:?} rare={:?}", row.status, row.preperiod, row.period, row.rare.map(|r| r.count))));
    }
    let total: f64 = times.iter().map(|t| t.0).sum();
    times.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap());
    println!("total {total:.2} s over {} codes", times.len());
    for t in times.iter().take(40) { println!("{:.3} {} {}", t.0, t.1, t.2); }
}
