import { describe, expect, it } from 'vitest';
import {
  stepsOf,
  TRACKING_STEPS,
} from '../../src/server/modules/purchase/contract/contract-tracking-steps.ts';

/** The timeline's arithmetic on fixed instants: calendar-day waits in UTC+8, totals to the cent, steps not reached. */
describe('tracking steps', () => {
  const people = new Map([['1', '王采购']]);
  const at = (iso: string) => new Date(iso);

  it('counts calendar days (UTC+8) since the previous reached step, skipping steps not reached', () => {
    const steps = stepsOf(
      {
        // 2026-11-01 23:30 in UTC+8 …
        CONTRACT: [
          {
            id: 'c',
            no: 'HT1 #1',
            at: at('2026-11-01T15:30:00Z'),
            personId: '1',
            qty: '100.000',
            amount: '388000.00',
          },
        ],
        // … and 00:10 the next day there: one calendar day, though only 40 minutes later.
        ORDER: [
          {
            id: 'o',
            no: 'DD1',
            at: at('2026-11-01T16:10:00Z'),
            day: '2026-11-02',
            personId: '1',
            qty: '100.000',
          },
        ],
        STOCK_IN: [
          {
            id: 's2',
            no: 'RK2',
            at: at('2026-11-09T02:00:00Z'),
            personId: null,
            qty: '40.000',
            amount: '155200.00',
          },
          {
            id: 's1',
            no: 'RK1',
            at: at('2026-11-05T02:00:00Z'),
            personId: null,
            qty: '60.000',
            amount: '232800.00',
          },
        ],
        PAID: [{ id: 'p', no: 'ZF1', at: at('2026-12-01T01:00:00Z'), personId: '9', amount: '0.10' }],
      },
      people,
      'zh',
    );
    expect(steps.map((s) => s.step)).toEqual([...TRACKING_STEPS]);
    const by = Object.fromEntries(steps.map((s) => [s.step, s]));
    expect([by.CONTRACT!.waitDays, by.ORDER!.waitDays, by.STOCK_IN!.waitDays, by.PAID!.waitDays]).toEqual([
      null,
      1,
      3,
      26,
    ]);
    expect(by.CONTRACT!.time).toBe('2026-11-01 23:30:00');
    expect(by.ORDER!.entries[0]!.time).toBe('2026-11-02');
    expect(by.STOCK_IN!.entries.map((e) => e.no)).toEqual(['RK1', 'RK2']);
    expect([by.STOCK_IN!.qty, by.STOCK_IN!.amount]).toEqual([100, 388000]);
    expect(by.ORDER!.amount).toBeNull();
    expect(by.PAID!.entries[0]!.personName).toBe('');
    expect(by.INVOICE).toMatchObject({
      reached: false,
      time: '',
      waitDays: null,
      qty: null,
      amount: null,
      entries: [],
    });
    expect(by.NEEDS!.stepName).toBe('需求单');
  });

  it('names the steps in English', () => {
    expect(stepsOf({}, people, 'en').map((s) => s.stepName)).toEqual([
      'Demand bill',
      'Demand plan',
      'Assignment',
      'Sourcing and award',
      'Contract',
      'Orders',
      'Stock-in',
      'Invoices linked',
      'Payment requests',
      'Paid',
    ]);
  });
});
