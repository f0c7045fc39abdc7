import { describe, expect, test } from 'vitest';
import { branchPoint, compareContracts, compareWithCommit, isBreakingBump } from '../../scripts/contracts/diff';
import { backends, loadDocument } from '../../scripts/contracts/load';

const fixture = (name: string) => loadDocument(`tests/contract/fixtures/contract-diff/${name}.yaml`);
const withVersion = (document: Record<string, unknown>, version: string) => ({ ...document, info: { ...(document.info as object), version } });

describe('contract:diff on the sample pair', () => {
  const result = compareContracts('oferte', fixture('before'), fixture('after'));
  const breakingAt = result.breaking.map((change) => change.where);

  test.each([
    ['a removed operation', 'paths./oferte/{id}.delete'],
    ['a removed field', 'paths./oferte.get.responses.200.content.application/json.schema.items.properties.title'],
    ['a narrowed type', 'paths./oferte.get.responses.200.content.application/json.schema.items.properties.price.type'],
    ['a new required parameter', 'paths./oferte.get.parameters.1'],
    ['a removed enum value', 'paths./oferte.get.responses.200.content.application/json.schema.items.properties.availability.enum.1'],
    ['a changed status', 'paths./oferte/{id}.get.responses.200'],
  ])('catches %s', (_, where) => {
    expect(breakingAt).toContain(where);
  });

  test('fails without a major version bump, and names nothing harmless as breaking', () => {
    expect(result.ok).toBe(false);
    expect(breakingAt).toHaveLength(6);
    expect(result.other.map((change) => change.where)).toEqual(
      expect.arrayContaining([
        'paths./oferte.get.responses.200.description',
        'paths./oferte.get.responses.200.content.application/json.schema.items.properties.voucher',
      ]),
    );
  });

  test('accepts the same changes with a major bump of info.version', () => {
    expect(compareContracts('oferte', fixture('before'), withVersion(fixture('after'), '2.0.0')).ok).toBe(true);
    expect(compareContracts('oferte', fixture('before'), withVersion(fixture('after'), '1.5.0')).ok).toBe(false);
  });

  test('a contract against itself, or a new contract, is compatible', () => {
    expect(compareContracts('oferte', fixture('after'), fixture('after'))).toMatchObject({ ok: true, breaking: [], other: [] });
    expect(compareContracts('oferte', null, fixture('after')).ok).toBe(true);
  });

  test.each([
    ['1.4.0', '2.0.0', true],
    ['1.4.0', '1.9.0', false],
    ['0.3.1', '0.4.0', true],
    ['2.0.0', '2.0.0', false],
  ])('%s → %s is a breaking bump: %s', (before, after, expected) => {
    expect(isBreakingBump(before, after)).toBe(expected);
  });
});

describe('contract:diff on the changes a contract of ours made', () => {
  type Parameter = Record<string, unknown>;
  const contract = ({ required = ['a'], parameter, format }: { required?: string[]; parameter?: Parameter; format?: string } = {}) => ({
    openapi: '3.1.0',
    info: { title: 'oferte', version: '1.0.0' },
    paths: {
      '/oferte': {
        post: {
          operationId: 'postOffer',
          parameters: parameter ? [parameter] : [],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { type: 'object', required, properties: { a: { type: 'string' }, pagina: { type: 'integer', default: 1 }, parola: { type: 'string', ...(format ? { format } : {}) } } } } },
          },
          responses: { '200': { description: 'Oferta.' } },
        },
      },
    },
  });
  const page = (extra: Parameter = {}): Parameter => ({ name: 'pagina', in: 'query', schema: { type: 'integer' }, ...extra });

  test('a request field that becomes required is breaking, even with a default', () => {
    const result = compareContracts('oferte', contract(), contract({ required: ['a', 'pagina'] }));
    expect(result.breaking.map((change) => change.where)).toEqual(['paths./oferte.post.requestBody.content.application/json.schema.required.1']);
  });

  test('a parameter is described as optional or required as it is', () => {
    const describe = (before: Parameter | undefined, after: Parameter | undefined) => {
      const result = compareContracts('oferte', contract({ parameter: before }), contract({ parameter: after }));
      return [...result.breaking, ...result.other].map((change) => change.description);
    };
    expect(describe(undefined, page())).toEqual(['[Added] optional query parameter `pagina`']);
    expect(describe(undefined, page({ required: true }))).toEqual(['[Added] required query parameter `pagina`']);
    expect(describe(page({ required: true }), page({ required: false }))).toEqual(['[Removed] required status from optional query parameter `pagina`']);
  });

  test('format: password only hints how to show a value; format: email narrows it', () => {
    expect(compareContracts('oferte', contract(), contract({ format: 'password' })).breaking).toEqual([]);
    expect(compareContracts('oferte', contract(), contract({ format: 'email' })).breaking).toHaveLength(1);
  });
});

/** What `npm test` checks of every contract: no breaking change since the branch point without its version bump. */
describe('the contracts against the branch point', () => {
  const base = branchPoint();
  test.skipIf(!base).each(backends)('%s breaks no client', (backend) => {
    const result = compareWithCommit(backend, base!);
    expect(result.ok, result.breaking.map((change) => `${change.description} at ${change.where}`).join('\n')).toBe(true);
  });
});
