export { Section, sectionSpacings, type SectionProps, type SectionSpacingSize } from './Section';
