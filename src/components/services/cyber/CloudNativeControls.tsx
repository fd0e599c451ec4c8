import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths.ts';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import styles from './CloudNativeControls.module.css';
import { ControlsDiagram } from './ControlsDiagram.tsx';

const controls = [
  {
    kind: 'Preventive',
    purpose: 'Stop the attack before it starts',
    items: [
      'Least-privilege identities for people, services and pipelines',
      'Policy as code that blocks risky configuration at review time',
      'Signed container images and scanned dependencies',
      'Network policies that deny by default between services',
    ],
  },
  {
    kind: 'Detective',
    purpose: 'See it the moment it happens',
    items: [
      'Runtime threat detection on containers and functions',
      'Audit logs from every cloud account in one place',
      'Alerts on configuration drift and unusual access',
    ],
  },
  {
    kind: 'Corrective',
    purpose: 'Contain it and come back stronger',
    items: [
      'Automatic fixes for known misconfigurations',
      'Roll back to the last known-good release in minutes',
      'Rotation of any credential that may have leaked',
      'A blameless review that feeds new preventive rules',
    ],
  },
] as const;

/** Cloud-native security controls: the diagram and, beside it, the same controls in words. */
export function CloudNativeControls() {
  return (
    <section id="cloud-native-security" aria-labelledby="cloud-native-heading" className="section">
      <div className="container">
        <SectionHeading id="cloud-native-heading" split eyebrow="Cloud-native security" title="Cloud-native security controls">
          <p>
            Containers, serverless functions and managed services change your attack surface with every deploy. We build three layers of
            controls into the platform and into the pipeline your <Link to={paths.appService}>app development</Link> teams ship through, so
            security moves at the speed of your releases.
          </p>
        </SectionHeading>
        <div className={styles.layout}>
          <figure className={styles.figure}>
            <ControlsDiagram />
            <figcaption className={styles.caption}>
              Three kinds of control in one loop: every incident makes prevention stronger.
            </figcaption>
          </figure>
          <ul className={styles.list}>
            {controls.map((control) => (
              <li key={control.kind} className={`${styles.control} ${styles[control.kind.toLowerCase()]}`}>
                <h3 className={styles.kind}>{control.kind} controls</h3>
                <p className={styles.purpose}>{control.purpose}</p>
                <ul className={styles.items}>
                  {control.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
