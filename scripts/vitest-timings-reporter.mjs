// A Vitest reporter that writes where each test file's time went (environment, prepare, setup files,
// import/collect, tests and hooks) to the JSON file named by VITEST_TIMINGS_FILE. `npm test` keeps
// it in test-results/reports/ so a slow file can be found without rerunning the suite.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class TimingsReporter {
  constructor() {
    this.modules = [];
    this.started = Date.now();
  }

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(module) {
    const d = module.diagnostic();
    const wall =
      d.environmentSetupDuration +
      d.prepareDuration +
      d.setupDuration +
      d.collectDuration +
      d.duration;
    this.modules.push({
      project: module.project.name,
      file: path.relative(this.root ?? process.cwd(), module.moduleId),
      state: module.state(),
      tests: [...module.children.allTests()].length,
      environment: Math.round(d.environmentSetupDuration),
      prepare: Math.round(d.prepareDuration),
      setup: Math.round(d.setupDuration),
      collect: Math.round(d.collectDuration),
      tests_ms: Math.round(d.duration),
      total: Math.round(wall),
    });
    // Written as each file ends, so an interrupted run still tells where its time went.
    this.write();
  }

  onTestRunEnd() {
    this.write();
  }

  write() {
    const file = process.env.VITEST_TIMINGS_FILE;
    if (!file) return;
    const modules = [...this.modules].sort((a, b) => b.total - a.total);
    const byProject = {};
    for (const m of modules) {
      const p = (byProject[m.project] ??= {
        files: 0,
        total: 0,
        collect: 0,
        tests_ms: 0,
        setup: 0,
        environment: 0,
      });
      p.files += 1;
      for (const k of ['total', 'collect', 'tests_ms', 'setup', 'environment']) p[k] += m[k];
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({ wallMs: Date.now() - this.started, byProject, modules }, null, 1),
    );
  }
}
