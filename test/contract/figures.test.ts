/**
 * Figures are written the same way in every browser and on the server that renders a page
 * (docs/product.md#numbers-and-dates): a page rendered on the server for a reader whose browser speaks
 * German must not read "1.570" where the browser then renders "1,570".
 */
import { jest } from '@jest/globals';

const NumberFormat = Intl.NumberFormat;

/** The formats as a German reader's browser makes them when no locale is named. */
function readInGerman(): void {
  jest
    .spyOn(Intl, 'NumberFormat')
    .mockImplementation(
      (locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) =>
        new NumberFormat(locales ?? 'de-DE', options),
    );
}

afterEach(() => jest.restoreAllMocks());

test('coins, counts, dollars and shares read in US English whatever the reader’s locale', async () => {
  readInGerman();
  expect(new Intl.NumberFormat().format(1570)).toBe('1.570');
  await jest.isolateModulesAsync(async () => {
    const { coinsText, countText, dollarsText, percentText } = await import('@contract/copy/lists');
    expect(countText(1570)).toBe('1,570');
    expect(coinsText(12500)).toBe('12,500 coins');
    expect(dollarsText(1250)).toBe('$1,250.00');
    expect(percentText(0.88)).toBe('88%');
  });
});
