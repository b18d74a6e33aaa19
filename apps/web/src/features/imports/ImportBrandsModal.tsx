/** Placeholder until the import work lands: the brands page opens it from its Import button. */
export default function ImportBrandsModal(_props: { opened: boolean; onClose: () => void }) {
  return null;
}
