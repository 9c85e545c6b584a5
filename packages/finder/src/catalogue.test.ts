import { describe, expect, it } from 'vitest';
import {
  defineFinderCatalogue,
  FinderCatalogueError,
  findProduct,
  findProductByLine,
  findVariant,
  type FinderCatalogueInput,
} from './catalogue';
import { care, fixtureCatalogue as catalogue, gel, night } from './__fixtures__/catalogue';

const logo = { src: 'data:image/svg+xml,', alt: 'Logo' };
const minimal: FinderCatalogueInput = { brand: 'SISTER', products: [care] };

/** The problems `defineFinderCatalogue` names for an input. */
function problemsOf(input: FinderCatalogueInput): readonly string[] {
  try {
    defineFinderCatalogue(input);
  } catch (error) {
    if (error instanceof FinderCatalogueError) return error.problems;
    throw error;
  }
  return [];
}

describe('defineFinderCatalogue', () => {
  it('sorts the products by name and lists every known PZN, the linked ones last', () => {
    expect(catalogue.products.map((p) => p.name)).toEqual([
      'EXEMPLA CARE',
      'EXEMPLA FRESH',
      'EXEMPLA GEL',
      'EXEMPLA NIGHT',
    ]);
    expect(catalogue.brand).toBe('EXEMPLA');
    expect(catalogue.knownPzns).toHaveLength(8);
    expect(catalogue.knownPzns.at(-1)).toBe(catalogue.linkedProducts[0]!.variant.pzn);
  });

  it('needs no linked products or online pharmacies', () => {
    const small = defineFinderCatalogue(minimal);
    expect(small.linkedProducts).toEqual([]);
    expect(small.onlinePharmacies).toEqual([]);
  });

  it('refuses PZNs with a wrong check digit, naming product and variant', () => {
    const broken = { ...care, variants: [{ name: '10 ml', pzn: '31495098' }] };
    expect(problemsOf({ ...minimal, products: [broken] })).toEqual([
      'product "EXEMPLA CARE", variant "10 ml": PZN "31495098" is not a valid PZN8',
    ]);
    expect(
      problemsOf({ ...minimal, linkedProducts: [{ name: 'X', variant: { name: 'y', pzn: '123' } }] }),
    ).toEqual(['linked product "X": PZN "123" is not a valid PZN8']);
  });

  it('refuses a PZN used twice, a name used twice, lower-case names and products without variants', () => {
    const twin = { ...gel, variants: [care.variants[0]!] };
    expect(problemsOf({ ...minimal, products: [care, twin] })).toEqual([
      `product "EXEMPLA GEL", variant "10 ml Augentropfen": PZN ${care.variants[0]!.pzn} is already used by product "EXEMPLA CARE", variant "10 ml Augentropfen"`,
    ]);
    expect(problemsOf({ ...minimal, products: [care, care] })).toContain(
      'product "EXEMPLA CARE": the name is used twice',
    );
    expect(problemsOf({ ...minimal, products: [{ ...care, name: 'Exempla Care' }] })).toContain(
      'product "Exempla Care": the name must be upper case without surrounding spaces',
    );
    expect(problemsOf({ ...minimal, products: [{ ...night, variants: [] }] })).toEqual([
      'product "EXEMPLA NIGHT": it has no variant',
    ]);
    expect(problemsOf({ brand: ' ', products: [] })).toEqual(['brand is missing', 'there are no products']);
  });

  it('refuses online pharmacies that list unknown PZNs or have no name, and names every problem at once', () => {
    const problems = problemsOf({
      ...minimal,
      onlinePharmacies: [
        { name: 'A', url: 'https://a.example/', logo, products: [{ pzn: '18734027' }] },
        { name: 'A', url: 'https://a.example/', logo, products: [{ pzn: care.variants[0]!.pzn }] },
        { name: '', url: 'https://b.example/', logo: { src: '', alt: '' }, products: [] },
      ],
    });
    expect(problems).toEqual([
      'online pharmacy "A": PZN "18734027" is not in the catalogue',
      'online pharmacy "A": the name is used twice',
      'online pharmacy "": the name is missing',
      'online pharmacy "": the logo needs a src and alt text',
    ]);
    expect(() => defineFinderCatalogue({ ...minimal, products: [] })).toThrow(
      /^Invalid finder catalogue:\n {2}- there are no products$/,
    );
  });

  it('is frozen', () => {
    expect(Object.isFrozen(catalogue)).toBe(true);
    expect(Object.isFrozen(catalogue.products)).toBe(true);
    expect(Object.isFrozen(catalogue.products[0]!.variants)).toBe(true);
  });
});

describe('lookups', () => {
  it('finds products case-insensitively, by line, and variants by valid PZN only', () => {
    expect(findProduct(catalogue, '  Exempla Care ')?.name).toBe('EXEMPLA CARE');
    expect(findProduct(catalogue, 'EXEMPLA')).toBeUndefined();
    expect(findProduct(catalogue, undefined)).toBeUndefined();
    expect(findProductByLine(catalogue, 'night')?.name).toBe('EXEMPLA NIGHT');
    expect(findProductByLine(catalogue, 'EXEMPLA GEL')?.name).toBe('EXEMPLA GEL');
    expect(findProductByLine(catalogue, 'POS')).toBeUndefined();
    expect(findVariant(catalogue, night.variants[0]!.pzn)?.product.name).toBe('EXEMPLA NIGHT');
    expect(findVariant(catalogue, '32049428')).toBeUndefined();
    // Linked, not in the catalogue.
    expect(findVariant(catalogue, catalogue.linkedProducts[0]!.variant.pzn)).toBeUndefined();
  });
});
