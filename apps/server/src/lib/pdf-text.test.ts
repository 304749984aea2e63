import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfFontkit } from './pdf-fontkit';
import { PdfText, fontBytes, textRuns } from './pdf-text';
import { pdfToText } from './pdf-text.test-support';

describe('mixed-script PDF text', () => {
  it('picks the face per run: Latin in DejaVu, Han and kana in SC, Hangul in KR', async () => {
    expect(await textRuns('上海船舶供应有限公司 Ltd')).toEqual([
      { face: 'sc', text: '上海船舶供应有限公司' },
      { face: 'latin', text: ' Ltd' },
    ]);
    expect(await textRuns('株式会社 カイ')).toEqual([
      { face: 'sc', text: '株式会社' },
      { face: 'latin', text: ' ' },
      { face: 'sc', text: 'カイ' },
    ]);
    expect(await textRuns('한국 Ναυτιλιακή')).toEqual([
      { face: 'kr', text: '한국' },
      { face: 'latin', text: ' Ναυτιλιακή' },
    ]);
    // A character no face has still prints, as a question mark.
    expect(await textRuns('A\u{1F6A2}B')).toEqual([{ face: 'latin', text: 'A?B' }]);
  });

  it('embeds subsets of the CJK faces only when used, and the text reads back', async () => {
    const doc = await PDFDocument.create();
    const pt = new PdfText(doc);
    const page = doc.addPage();
    await pt.draw(page, 'Vendor: 上海船舶供应有限公司', 40, 700);
    await pt.draw(page, 'Agent: 株式会社 Kobe Marine', 40, 680, { bold: true });
    await pt.draw(page, 'Customer: 한국해운 Co.', 40, 660);
    const bytes = await doc.save({ useObjectStreams: false });
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('NotoSansSC');
    expect(raw).toContain('NotoSansKR');
    // Whole faces are 6–10 MB each; the subsets of a few glyphs keep the file small.
    expect(bytes.length).toBeLessThan(150_000);
    const text = pdfToText(bytes);
    expect(text).toContain('上海船舶供应有限公司');
    expect(text).toContain('株式会社');
    expect(text).toContain('한국해운');
  });

  it('subsets the CJK faces without losing a glyph outline (the pdf-lib fork blanked some)', async () => {
    for (const [face, text] of [
      ['sc', '上海船舶供应有限公司株式会社神戸マリン'],
      ['kr', '한국해운 부산'],
    ] as const) {
      const font = pdfFontkit.create(await fontBytes(face, 'regular'));
      const subset = font.createSubset() as unknown as {
        includeGlyph(glyph: unknown): number;
        encode(): Uint8Array;
      };
      const glyphs = [...text.replace(/\s/g, '')].map((c) =>
        (font as unknown as { glyphForCodePoint(cp: number): unknown }).glyphForCodePoint(c.codePointAt(0)!),
      );
      const ids = glyphs.map((g) => subset.includeGlyph(g));
      const reread = pdfFontkit.create(subset.encode()) as unknown as {
        getGlyph(id: number): { path: { commands: unknown[] } };
      };
      for (const [i, id] of ids.entries())
        expect(
          reread.getGlyph(id).path.commands.length,
          `${face} ${[...text.replace(/\s/g, '')][i]}`,
        ).toBeGreaterThan(0);
    }
  });

  it('leaves the CJK faces out of a Latin-only document', async () => {
    const doc = await PDFDocument.create();
    const pt = new PdfText(doc);
    await pt.draw(doc.addPage(), 'Nordic Marine Supply AS', 40, 700);
    const raw = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
    expect(raw).toContain('DejaVuSansCondensed');
    expect(raw).not.toContain('NotoSans');
  });

  it('wraps CJK text between characters and Latin text at spaces', async () => {
    const pt = new PdfText(await PDFDocument.create());
    const lines = await pt.wrap('上海船舶供应有限公司上海船舶供应有限公司 Shanghai Ship Supply', 80);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('').replace(/\s/g, '')).toBe(
      '上海船舶供应有限公司上海船舶供应有限公司ShanghaiShipSupply',
    );
    for (const l of lines) expect(await pt.width(l)).toBeLessThanOrEqual(80);
  });
});
