// Download files `GET /files/{name}.pdf`: a small one-page PDF per name (the downloads page links
// to instructions for use and leaflets; the stand-in generates a readable placeholder document).

const NAME = /^[a-z0-9][a-z0-9-]{0,95}$/;

/** Title of a file from its name: `lumedra-care-gebrauchsanweisung` → `LUMEDRA CARE Gebrauchsanweisung`. */
export function fileTitle(name: string): string {
  return name
    .split('-')
    .map((w) =>
      /^(lumedra|care|comod|dual|intense|fresh|gel|parin|pos|night|evotears|omega)$/.test(w)
        ? w.toUpperCase()
        : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(' ');
}

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A valid one-page A4 PDF with a title and a note (WinAnsi text; umlauts are fine). */
export function makePdf(title: string, lines: string[]): Buffer {
  const ops = [
    'BT /F1 22 Tf 56 770 Td',
    `${pdfString(title)} Tj`,
    '/F1 11 Tf 0 -34 Td 15 TL',
    ...lines.map((line) => `${pdfString(line)} Tj T*`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(ops, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The PDF of `/files/{name}.pdf`, or undefined for a name that is not of that form. */
export function downloadFile(fileName: string): Buffer | undefined {
  const match = /^(.+)\.pdf$/.exec(fileName);
  if (!match || !NAME.test(match[1]!)) return undefined;
  return makePdf(fileTitle(match[1]!), [
    'LUMEDRA Pharma GmbH (fiktiv) - Demo-Dokument / demo document',
    '',
    'Dieses Dokument ist ein Platzhalter des lokalen Content-Service.',
    'This document is a placeholder served by the local content service.',
  ]);
}
