import type { jsPDF } from 'jspdf';
import { pdfText } from '../model/pdf-text.ts';
import type { Receipt } from '../model/receipt.ts';

/**
 * The receipt as a PDF file, made in the browser with jsPDF: the one module that loads it, only
 * when 'Download receipt' or 'Share with {beneficiary}' is pressed (the service worker keeps the
 * chunk once loaded, so the next receipt is made offline too). The file is written without stream
 * compression: it stays small (text only) and its text can be searched and read by any tool.
 */
const PAGE = { margin: 18, labelWidth: 48 } as const;
const SIZE = { company: 13, title: 18, heading: 12, body: 10, small: 8.5 } as const;
const LINE = 5.2;

/** The receipt drawn on A4 pages. */
async function receiptDocument(receipt: Receipt): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: false });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const right = width - PAGE.margin;
  let y = PAGE.margin;

  const room = (needed: number) => {
    if (y + needed <= height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };
  const wrap = (value: string, maxWidth: number, size: number, bold = false) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    return doc.splitTextToSize(pdfText(value), maxWidth) as string[];
  };
  const paragraph = (value: string, size: number, bold = false) => {
    const wrapped = wrap(value, right - PAGE.margin, size, bold);
    for (const line of wrapped) {
      room(LINE);
      doc.text(line, PAGE.margin, y);
      y += size >= SIZE.heading ? LINE * 1.3 : LINE;
    }
  };

  receipt.company.forEach((line, index) =>
    paragraph(line, index === 0 ? SIZE.company : SIZE.body, index === 0),
  );
  y += LINE;
  paragraph(receipt.title, SIZE.title, true);
  y += LINE / 2;

  for (const section of receipt.sections) {
    room(LINE * 4);
    y += LINE / 2;
    paragraph(section.heading, SIZE.heading, true);
    doc.setDrawColor(160);
    doc.line(PAGE.margin, y - LINE + 1, right, y - LINE + 1);
    for (const { label, value } of section.lines) {
      const labelLines = wrap(label, PAGE.labelWidth - 3, SIZE.body, true);
      const valueX = PAGE.margin + PAGE.labelWidth;
      const valueLines = wrap(value, right - valueX, SIZE.body);
      const rows = Math.max(labelLines.length, valueLines.length);
      room(rows * LINE);
      doc.setFont('helvetica', 'bold');
      labelLines.forEach((line, index) => doc.text(line, PAGE.margin, y + index * LINE));
      doc.setFont('helvetica', 'normal');
      valueLines.forEach((line, index) => doc.text(line, valueX, y + index * LINE));
      y += rows * LINE;
    }
    for (const note of section.notes) {
      y += LINE / 3;
      paragraph(note, SIZE.body);
    }
  }

  y += LINE;
  for (const line of receipt.footer) paragraph(line, SIZE.small);

  doc.setProperties({ title: pdfText(`${receipt.title} ${receipt.reference}`) });
  return doc;
}

/** Saves the receipt's PDF (the browser's download). */
export async function downloadReceiptPdf(receipt: Receipt): Promise<void> {
  (await receiptDocument(receipt)).save(receipt.fileName);
}

/** The receipt's PDF as a file, to attach to a share (Web Share API). */
export async function receiptPdfFile(receipt: Receipt): Promise<File> {
  const doc = await receiptDocument(receipt);
  return new File([doc.output('blob')], receipt.fileName, { type: 'application/pdf' });
}
