import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the plain "N passed, N failed" line CI reads to know tests ran. A test file that failed to load or
 * whose hooks threw counts as one failure even though its tests never ran (vitest reports those as skipped).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      if (failedHere === 0 && module.state() === 'failed') failedHere = 1;
      failed += failedHere;
    }
    console.log(`unit: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
