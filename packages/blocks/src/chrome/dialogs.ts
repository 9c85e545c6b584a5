// `@healthsite/blocks/chrome-dialogs`: the chrome's dialogs, which SiteLayout and StoreDrawer load on
// first use. Import them from here to compose a layout of your own (they are not in ./chrome, so
// that importing the chrome never brings them into a page's first load). The server side of the
// legal-texts modal, `prepareLegalTexts`, is in the main entry with `prepareBlocks`: it sanitises.
export { LegalTextsModal, type LegalTextsModalProps } from './legal/LegalTextsModal';
export { StoreDrawerDialog, type StoreDrawerDialogProps } from './store/StoreDrawerDialog';
export {
  chromeDialogCopy,
  chromeDialogCopyFor,
  useChromeDialogCopy,
  type ChromeDialogCopy,
} from './dialogCopy';
