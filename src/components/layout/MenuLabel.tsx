import type { MenuNode } from './menuModel.ts';

/** A menu link's label, with the words that tell it apart from a link of the same label elsewhere. */
export function MenuLabel({ node }: { node: MenuNode }) {
  return (
    <>
      {node.label}
      {node.context && <span className="visually-hidden"> {node.context}</span>}
    </>
  );
}
