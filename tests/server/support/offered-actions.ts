import { expect } from 'vitest';
import { expectOk } from './contract-world.ts';
import type { Person } from './needs-world.ts';

/** Where one document is read: its detail, its list filtered down to it and, where it has them, its approval queues. */
export interface DocumentReads {
  id: string;
  detail: string;
  list: string;
  /** The list's query that finds the document (its number). */
  filter: Record<string, string>;
  queues?: string[];
}

/**
 * The actions each person is offered on one document, as its detail answers them, once the list and the approval
 * queues are checked to offer exactly the same. The pages read their rows' approval round history with the rows
 * (approvalListColumns) while the detail reads it on its own; who may withdraw or act must come out alike.
 * A person the queue refuses (no grant to approve) has nothing offered there to compare.
 */
export async function actionsOffered(people: Person[], reads: DocumentReads): Promise<string[][]> {
  return Promise.all(
    people.map(async (person, index) => {
      const detail = await expectOk(await person.as.get(reads.detail));
      const listed = await expectOk(await person.as.get(reads.list, reads.filter));
      const row = listed.records.find((record: { id: string }) => record.id === reads.id);
      expect(row?.allowedActions, `person ${index}, in the list`).toEqual(detail.allowedActions);
      for (const path of reads.queues ?? []) {
        const queue = await person.as.get(path, {});
        expect([200, 403], `person ${index}, ${path} answered`).toContain(queue.status);
        const queued =
          queue.status === 200
            ? queue.body.data.records.find((record: { id: string }) => record.id === reads.id)
            : undefined;
        if (queued)
          expect(queued.allowedActions, `person ${index}, in ${path}`).toEqual(detail.allowedActions);
      }
      return detail.allowedActions as string[];
    }),
  );
}
