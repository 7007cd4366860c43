import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'orval';
import { parse } from 'yaml';
import services from './openapi/services.json' with { type: 'json' };
import { collectPatterns, formatsFromPatterns, patternFormats } from './src/mocks/contract-patterns.ts';
import { mockProperties, mockTags } from './src/mocks/mock-properties.ts';

// Every string pattern of the contract (common.yaml included) gets a mock value of its own: see
// src/mocks/contract-patterns.ts for why orval's own pattern mocks are unusable.
const patterns = collectPatterns(
  ['common', ...services].map((service) => parse(readFileSync(`./openapi/${service}.yaml`, 'utf8'))),
);

// One line in openapi/services.json adds a service: its hooks + MSW mocks, and its zod schemas.
// Each project writes to its own folder because orval's clean step would otherwise wipe a sibling's output.
function hooksAndMocks(service: string): Options {
  return {
    input: { target: `./openapi/${service}.yaml`, override: { transformer: formatsFromPatterns } },
    output: {
      mode: 'tags-split',
      target: `./src/api/generated/${service}/endpoints`,
      schemas: `./src/api/generated/${service}/model`,
      client: 'react-query',
      // The contract's examples, where it gives them, are the most plausible values there are.
      mock: { type: 'msw', delay: 0, useExamples: true, locale: 'zh_CN' },
      clean: true,
      baseUrl: { getBaseUrlFromSpecification: true },
      override: {
        // Contract-shaped faker data: the envelope (otherwise faker randomises `success` and half the answers
        // fail), string ids, Chinese names, yyyy-MM-dd HH:mm:ss times, bounded numbers. Page sizes and status
        // answers are shaped per request at run time (src/mocks/shape-answer.ts).
        mock: { properties: mockProperties, format: patternFormats(patterns), numberMin: 0, numberMax: 1000 },
        tags: mockTags,
        mutator: { path: './src/api/http.ts', name: 'http' },
        query: { signal: true },
      },
    },
  };
}

function zodSchemas(service: string): Options {
  return {
    input: { target: `./openapi/${service}.yaml` },
    output: {
      mode: 'tags-split',
      target: `./src/api/generated/${service}/zod`,
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: { zod: { coerce: { query: true, param: true } } },
    },
  };
}

export default defineConfig(
  Object.fromEntries(
    services.flatMap((service) => [
      [service, hooksAndMocks(service)],
      [`${service}-zod`, zodSchemas(service)],
    ]),
  ),
);
