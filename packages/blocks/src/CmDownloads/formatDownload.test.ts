import { describe, expect, it } from 'vitest';
import { fileTypeOf, formatFileSize } from './formatDownload';

describe('formatFileSize', () => {
  it('picks a decimal unit and formats per locale', () => {
    expect(formatFileSize(1_234_567, 'de-DE')).toBe('1,2 MB');
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatFileSize(840_000, 'de-DE')).toBe('840 kB');
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(12_500_000, 'de-DE')).toBe('13 MB');
  });
});

describe('fileTypeOf', () => {
  it('prefers the given type, else the extension of the path', () => {
    expect(fileTypeOf('/files/care.pdf')).toBe('PDF');
    expect(fileTypeOf('https://example.com/a/b.docx?download=1#x')).toBe('DOCX');
    expect(fileTypeOf('/files/care', '.pdf')).toBe('PDF');
    expect(fileTypeOf('https://example.com/report')).toBeUndefined();
  });
});
