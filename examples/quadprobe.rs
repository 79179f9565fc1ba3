use nimseq::{sweep::cell_for, Rule};
use std::collections::HashMap;
fn main() {
    let n: u32 = std::env::args().nth(1).unwrap().parse().unwrap();
    let t = std::time::Instant::now();
    let mut count = 0u64;
    let mut cats: HashMap<&str, u64> = HashMap::new();
    let mut maxp = (0, vec![]);
    let mut maxe = (0, vec![]);
    let mut unres = 0;
    for d in 4..=n { for c in 3..d { for b in 2..c { for a in 1..b {
        let s = [a,b,c,d];
        let cell = cell_for(&s, Rule::Normal, 1<<20);
        count += 1;
        if !cell.is_resolved() { unres += 1; continue; }
        let p = cell.period;
        let sums = [("a+b",a+b),("a+c",a+c),("a+d",a+d),("b+c",b+c),("b+d",b+d),("c+d",c+d),("2a",2*a),("2b",2*b),("2c",2*c),("2d",2*d)];
        let k = sums.iter().find(|x| x.1 == p).map(|x| x.0).unwrap_or("other");
        *cats.entry(k).or_default() += 1;
        if p > maxp.0 { maxp = (p, s.to_vec()); }
        if cell.preperiod > maxe.0 { maxe = (cell.preperiod, s.to_vec()); }
    }}}}
    let el = t.elapsed();
    let mut v: Vec<_> = cats.into_iter().collect(); v.sort_by_key(|x| std::cmp::Reverse(x.1));
    println!("{count} sets in {el:?} ({:.2} us/set), unresolved {unres}", el.as_secs_f64()*1e6/count as f64);
    println!("{v:?}\nmax period {maxp:?} max pre {maxe:?}");
}
