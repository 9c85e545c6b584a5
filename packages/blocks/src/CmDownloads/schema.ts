import { z } from 'zod';
import { blockSchema } from '../fields';

export const downloadSchema = z.object({
  title: z.string().optional().describe('What the file is, e.g. "Gebrauchsanweisung LUMEDRA CARE"'),
  href: z
    .string()
    .optional()
    .describe('The file: the content service\'s "/files/{name}.pdf" or any URL (link rules apply)'),
  fileType: z.string().optional().describe('Shown upper-case, e.g. "pdf"; default: the extension of href'),
  size: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('File size in bytes; shown as "1,2 MB" per locale'),
  description: z.string().optional().describe('One line under the title'),
});

/** A list of files to download, each with its type and size. */
export const cmDownloadsSchema = blockSchema('CmDownloads', {
  items: z.array(downloadSchema).optional(),
}).describe(
  'Downloads: topline, headline (default h2), copy, links, items [{ title, href, fileType, size (bytes), description }]',
);

export type CmDownloadsBlock = z.output<typeof cmDownloadsSchema>;
