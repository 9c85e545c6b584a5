// A site imports the services' contract and client from @healthsite/blocks alone (see index.ts).
import * as client from '@healthsite/services/client';
import * as contract from '@healthsite/services/contract';
import { describe, expect, it } from 'vitest';
import * as services from './index';

describe('the services re-exported by the blocks package', () => {
  it("has every value of the services' contract and client, the same ones", () => {
    for (const [name, value] of Object.entries({ ...contract, ...client }))
      expect(services[name as keyof typeof services], name).toBe(value);
  });
});
