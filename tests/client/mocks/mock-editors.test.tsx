// dev:mock's editors and dialogs: with the handlers dev:mock runs (every feature's defaults over the generated
// ones) and the mock user signed in, every list screen's 新增 and row 编辑 dialogs open, and the 需求单 editor
// takes a 项目部 and offers its project managers, without an error logged, thrown or shown. (The editor crashed
// with "…map is not a function" once a 项目部 was picked, answering the manager list with a single record.)
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenResult } from '@/api/generated/blade-auth/model';
import { startSession } from '@/lib/session';
import { devMockHandlers } from '@/mocks/feature-mocks';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

let problems: string[] = [];
const onWindowError = (event: ErrorEvent) => problems.push(`uncaught: ${event.message}`);

beforeEach(async () => {
  problems = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
  });
  window.addEventListener('error', onWindowError);
  server.use(...devMockHandlers());
  const token = await fetch(`${window.location.origin}/api/blade-auth/oauth/token?username=dev`, {
    method: 'POST',
  });
  startSession((await token.json()) as TokenResult);
});

afterEach(() => {
  window.removeEventListener('error', onWindowError);
  vi.restoreAllMocks();
});

async function renderSettled(path: string) {
  const view = await renderApp(path);
  // Generous: the generated handlers answer at once, but a busy 2-core machine can take seconds to render.
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0), { timeout: 10_000 });
  return view;
}

/** Opens a dialog with `open`, checks it shows, and closes it with Escape. */
async function opensDialog(user: Awaited<ReturnType<typeof renderApp>>['user'], open: HTMLElement) {
  await user.click(open);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByRole('heading').length).toBeGreaterThan(0);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('dev:mock: editors and dialogs', () => {
  it.each([
    '/system/user',
    '/system/role',
    '/system/dept',
    '/system/post',
    '/system/region',
    '/system/menu',
    '/system/topmenu',
    '/system/param',
    '/system/tenant',
    '/system/client',
    '/dict-horizontal/index',
    '/system/dictbiz',
    '/purchar/material-category',
    '/purchar/material',
    '/purchar/commodity',
    '/purchar/storehouse',
    '/purchar/delivery-address',
    '/purchar/report-config',
  ])('%s: 新增 and the first row’s 编辑 open their dialogs', { timeout: 30_000 }, async (path) => {
    const { user } = await renderSettled(path);
    const add = await screen.findAllByRole('button', { name: /^新增/ });
    await opensDialog(user, add[0]!);
    // Sealed rows (system dictionary entries) keep their 编辑 disabled.
    const edit = screen
      .queryAllByRole('button', { name: /^(编辑|修改)/ })
      .filter(
        (button) => !button.hasAttribute('disabled') && button.getAttribute('aria-disabled') !== 'true',
      );
    if (edit.length > 0) await opensDialog(user, edit[0]!);
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('/purchar/needs/add: picking a 项目部 offers its project managers', { timeout: 30_000 }, async () => {
    const { user } = await renderSettled('/purchar/needs/add');
    await user.click(await screen.findByLabelText('项目部'));
    const nodes = await screen.findAllByRole('button', { pressed: false });
    const node = nodes.find((button) =>
      button.closest('[role="dialog"],[data-radix-popper-content-wrapper]'),
    );
    expect(node, 'the project tree offers a department').toBeDefined();
    await user.click(node!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const managers = await screen.findByLabelText('确认项目经理');
    await waitFor(() => expect(within(managers).getAllByRole('option').length).toBeGreaterThan(1));
    expect(screen.getAllByText('新增需求单').length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it.each(['/purchar/needs', '/purchar/needs/1', '/purchar/needs/edit/1'])(
    '%s renders on mock data with its actions',
    { timeout: 30_000 },
    async (path) => {
      await renderSettled(path);
      await waitFor(() => expect(screen.getAllByRole('button').length).toBeGreaterThan(5));
      expect(screen.queryAllByRole('alert')).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});
