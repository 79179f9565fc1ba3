// Placeholder page: shows the default game's certified period.
const show = (bindings) => {
  const report = bindings.period_report('sub:2,4,7', 'normal', 100000);
  const g = report.grundy;
  document.getElementById('summary').textContent =
    `sub:2,4,7 — preperiod ${g.preperiod}, period ${g.period}`;
  document.body.dataset.ready = '1';
};
if (window.wasmBindings) show(window.wasmBindings);
else addEventListener('TrunkApplicationStarted', () => show(window.wasmBindings));
