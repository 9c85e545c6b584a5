import { z } from 'zod';
import { themes, type NavItem } from './types';

export const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export const imageRatios = ['16-9', '3-2', '1-1', '1-2'] as const;
export const imageTypes = ['jpg', 'png'] as const;

export const linkSchema = z.object({ text: z.string(), href: z.string() });

/** An image reference as blocks carry it (`{ src, alt, type, ratio }`). Exported for block schemas. */
export const imageRefSchema = z.object({
  src: z.string().min(1),
  alt: z.string(),
  type: z.enum(imageTypes).optional(),
  ratio: z.enum(imageRatios).optional(),
});

/** The common fields of every block; other fields pass through untouched for the block's own schema. */
export const blockSchema = z.looseObject({
  id: z.string().min(1),
  uiComponent: z.string().min(1),
  assetId: z.string().optional(),
  copy: z.string().optional(),
  headline: z.string().optional(),
  headingTag: z.enum(headingTags).optional(),
  listInPageNav: z.boolean().optional(),
  anchor: z.string().optional(),
  topline: z.string().optional(),
  name: z.string().optional(),
  topic: z.string().optional(),
  links: z.array(linkSchema).optional(),
});

export const pageSchema = z.object({
  id: z.string().min(1),
  // No `.` or `..` segment (a static export writes each page to a file named after its path) and
  // no backslash: a page path stays inside the site.
  urlSegment: z
    .string()
    .startsWith('/')
    .refine((path) => !path.split('/').some((segment) => segment === '.' || segment === '..'), {
      message: 'must not contain "." or ".." segments',
    })
    .refine((path) => !path.includes('\\'), { message: 'must not contain a backslash' }),
  locale: z.string().min(1),
  template: z.string().min(1).default('product'),
  theme: z.enum(themes).default('default'),
  similarTo: z.array(z.string()).default([]),
  alternates: z.array(z.object({ locale: z.string().min(1), path: z.string().startsWith('/') })).default([]),
  seo: z.looseObject({ title: z.string(), description: z.string().optional() }),
  content: z.array(z.unknown()).default([]),
  chrome: z.enum(['default', 'skjur']).optional(),
});

export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    text: z.string(),
    to: z.string(),
    children: z.array(navItemSchema).optional(),
  }),
);

export const chromeVariantSchema = z.enum(['default', 'skjur']);

export const headerSchema = z.object({
  uiComponent: chromeVariantSchema.default('default'),
  items: z.array(navItemSchema).default([]),
  cta: z.object({ text: z.string(), to: z.string() }).optional(),
});

export const footerSchema = z.object({
  uiComponent: chromeVariantSchema.default('default'),
  credits: z.object({ text: z.string() }).default({ text: '' }),
  legal: z.array(navItemSchema).default([]),
});

export const productSchema = z.object({
  assetId: z.string().min(1),
  name: z.string(),
  pflichttext: z
    .array(z.object({ title: z.string(), endverbrauchertext: z.string().optional() }))
    .default([]),
});

export const searchSchema = z.object({ quicklinks: z.array(navItemSchema).default([]) });

/** An absolute http(s) URL. */
export const httpUrlSchema = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'must be an absolute http(s) URL',
  });

export const brandSchema = z.object({ name: z.string() });

/** The optional fields of the brand, each checked on its own (a bad logo drops the logo only). */
export const brandFieldSchemas = {
  registeredName: z.string().min(1),
  legalName: z.string().min(1),
  logo: imageRefSchema,
  socialProfiles: z.array(httpUrlSchema),
} as const;

/** An ISO 8601 date (`2026-03-04`) or date-time with an offset (`2026-03-04T09:30:00Z`). */
export const isoDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** The first issue of a failed parse as `field: message`, field being the dotted path. */
export function describeIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  if (!issue) return { field: '(unknown)', message: 'invalid' };
  const field = issue.path.length ? issue.path.map(String).join('.') : '(value)';
  return { field, message: issue.message };
}
