import { showBootScreen } from './boot-screen';
import { takeResetFlag } from './reset-flag';

/**
 * Entry of the demo build (main.tsx imports it when VITE_MOCK is 'pglite'). Kept small so the progress screen
 * shows at once; the database engine and the server app come in the runtime chunk.
 */
const TAB_LOCK = 'purchasing-demo-database';

/**
 * One tab at a time: each tab would hold its own copy of the database in memory and write it back over the
 * other's. Waits for the lock (another tab closing releases it) and holds it for the page's lifetime.
 */
function holdTabLock(onWaiting: () => void): Promise<void> {
  if (!navigator.locks) return Promise.resolve();
  return new Promise((acquired) => {
    const waiting = window.setTimeout(onWaiting, 1_500);
    void navigator.locks.request(TAB_LOCK, () => {
      window.clearTimeout(waiting);
      acquired();
      return new Promise<never>(() => {});
    });
  });
}

export async function bootDemo(): Promise<void> {
  const screen = showBootScreen({ resetting: takeResetFlag() });
  try {
    await holdTabLock(() =>
      screen.note(
        '演示版已在另一个标签页中打开，关闭它后这里会继续。 The demo is open in another tab; close it to continue here.',
      ),
    );
    const runtime = await import('./runtime');
    await runtime.startDemo((step) => {
      // Marks for measuring the boot (performance.getEntriesByType('mark')).
      performance.mark(`demo:${step}`);
      screen.step(step);
    });
    performance.mark('demo:ready');
    screen.doneWhenRendered();
  } catch (error) {
    screen.fail(error, [
      { label: '重新加载 Reload', run: () => window.location.reload() },
      {
        label: '清除演示数据 Delete demo data',
        run: () => {
          void import('./runtime')
            .then((runtime) => runtime.deleteDemoData())
            .finally(() => window.location.reload());
        },
      },
    ]);
    throw error;
  }
}
