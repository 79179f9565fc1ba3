use nimseq::{sweep::cell_for, Rule};
use std::collections::HashMap;
fn main() {
    let n: u32 = std::env::args().nth(1).unwrap().parse().unwrap();
    let mut forms: HashMap<String, u64> = HashMap::new();
    let mut total = 0;
    let mut samples = vec![];
    for d in 4..=n { for c in 3..d { for b in 2..c { for a in 1..b {
        let s = [a,b,c,d];
        let cell = cell_for(&s, Rule::Normal, 1<<20);
        let p = cell.period;
        let sums = [a+b,a+c,a+d,b+c,b+d,c+d,2*a,2*b,2*c,2*d];
        if sums.contains(&p) { continue; }
        total += 1;
        // try linear combos i*a+j*b+k*c+l*d with coefficients in -2..=3
        let mut found = None;
        'f: for i in -2i64..=3 { for j in -2i64..=3 { for k in -2i64..=3 { for l in -2i64..=3 {
            if i*a as i64 + j*b as i64 + k*c as i64 + l*d as i64 == p as i64 && (i.abs()+j.abs()+k.abs()+l.abs()) <= 4 {
                found = Some(format!("{i}a{j:+}b{k:+}c{l:+}d")); break 'f; }}}}}
        let key = found.unwrap_or_else(|| if p % (a+d) == 0 {"mult a+d".into()} else if p > 4*d {"long".into()} else {"?".into()});
        if key == "?" && samples.len() < 20 { samples.push((s, p, cell.preperiod)); }
        *forms.entry(key).or_default() += 1;
    }}}}
    let mut v: Vec<_> = forms.into_iter().collect(); v.sort_by_key(|x| std::cmp::Reverse(x.1));
    println!("{total} other; {:?}", &v[..v.len().min(25)]);
    println!("{samples:?}");
}
