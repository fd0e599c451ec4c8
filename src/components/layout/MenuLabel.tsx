import type { MenuNode } from './menuModel.ts';

/**
 * A menu link's label, with the words that tell it apart from a link of the same label elsewhere,
 * and its note (an article's category) on a line of its own, styled by the menu that shows it.
 */
export function MenuLabel({ node, noteClassName }: { node: MenuNode; noteClassName?: string }) {
  return (
    <>
      {node.label}
      {node.context && <span className="visually-hidden"> {node.context}</span>}
      {node.note && (
        <span className={noteClassName}>
          <span className="visually-hidden">, in </span>
          {node.note}
        </span>
      )}
    </>
  );
}
