// The small layout kit both documents share: an A4 PDFKit document with an embedded, subset Unicode font and
// helpers for a title, label/value rows, a table and signature lines. Returns the finished PDF as one Buffer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans covers the Latin letters of all seven languages (š, ê, ô, ë, ï...). PDFKit embeds only the glyphs a
 * document uses, so each PDF carries a few kilobytes of font, not the 750 KB file.
 */
export const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

const MARGIN = 50;
const LABEL_WIDTH = 170;
const GAP = 10;

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(meta: { title: string; lang: string; subject: string }) {
    const { regular, bold } = loadFonts();
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      lang: meta.lang,
      info: { Title: meta.title, Subject: meta.subject, Creator: 'Work Local' },
      displayTitle: true,
    });
    this.doc.registerFont('regular', regular);
    this.doc.registerFont('bold', bold);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.font('regular').fontSize(10);
  }

  private get contentWidth(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  title(text: string): this {
    this.doc.font('bold').fontSize(16).text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    this.doc.moveDown(0.5).font('regular').fontSize(10);
    return this;
  }

  paragraph(text: string): this {
    this.doc.font('regular').fontSize(9.5).text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    this.doc.moveDown(0.6).fontSize(10);
    return this;
  }

  /** A label in bold on the left and its value wrapped on the right; a long value may run onto the next page. */
  row(label: string, value: string): this {
    const valueWidth = this.contentWidth - LABEL_WIDTH - GAP;
    this.doc.font('regular').fontSize(10);
    const height = Math.max(
      this.doc.heightOfString(value, { width: valueWidth }),
      this.doc.font('bold').heightOfString(label, { width: LABEL_WIDTH }),
    );
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
    const top = this.doc.y;
    this.doc.font('bold').text(label, MARGIN, top, { width: LABEL_WIDTH });
    this.doc.font('regular').text(value, MARGIN + LABEL_WIDTH + GAP, top, { width: valueWidth });
    this.doc.y = top + height + 5;
    return this;
  }

  /** A table of rows with the first column wrapped and the others right-aligned. */
  table(header: string[], rows: string[][], boldRows: ReadonlySet<number> = new Set()): this {
    const widths = [this.contentWidth - 3 * 95, 95, 95, 95];
    const draw = (cells: string[], font: 'regular' | 'bold') => {
      this.doc.font(font).fontSize(10);
      const height = Math.max(
        ...cells.map((cell, i) => this.doc.heightOfString(cell, { width: widths[i] ?? 95 })),
      );
      if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
      const top = this.doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const width = widths[i] ?? 95;
        this.doc.text(cell, x, top, { width, align: i === 0 ? 'left' : 'right' });
        x += width;
      });
      this.doc.y = top + height + 4;
    };
    draw(header, 'bold');
    this.rule();
    for (const [index, cells] of rows.entries()) draw(cells, boldRows.has(index) ? 'bold' : 'regular');
    this.doc.moveDown(0.4);
    return this;
  }

  rule(): this {
    const y = this.doc.y;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.contentWidth, y)
      .lineWidth(0.5)
      .stroke();
    this.doc.y = y + 4;
    return this;
  }

  /** Two signature blocks side by side: a line to sign on, the signer's role and name, and a dated line. */
  signatures(blocks: { role: string; name: string }[], dateLabel: string): this {
    const needed = 90;
    if (this.doc.y + needed > this.doc.page.height - MARGIN) this.doc.addPage();
    this.doc.moveDown(2);
    const top = this.doc.y + 30;
    const width = (this.contentWidth - 2 * GAP) / 2;
    blocks.forEach((block, index) => {
      const x = MARGIN + index * (width + 2 * GAP);
      this.doc
        .moveTo(x, top)
        .lineTo(x + width, top)
        .lineWidth(0.5)
        .stroke();
      this.doc
        .font('bold')
        .fontSize(9)
        .text(block.role, x, top + 4, { width });
      this.doc.font('regular').text(block.name, x, this.doc.y, { width });
      this.doc.text(`${dateLabel}: ____________________`, x, this.doc.y + 14, { width });
    });
    return this;
  }

  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
