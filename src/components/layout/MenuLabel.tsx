import type { MenuNode } from './menuModel.ts';

interface MenuLabelProps {
  node: MenuNode;
  noteClassName?: string;
  /** Given by a menu that shows descriptions; without it, none shows. */
  descriptionClassName?: string;
}

/**
 * A menu link's label, with the words that tell it apart from a link of the same label elsewhere,
 * its note (an article's category) or its description on a line of its own, styled by the menu
 * that shows it.
 */
export function MenuLabel({ node, noteClassName, descriptionClassName }: MenuLabelProps) {
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
      {node.description && descriptionClassName && (
        <span className={descriptionClassName}>
          <span className="visually-hidden">: </span>
          {node.description}
        </span>
      )}
    </>
  );
}
