import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { paths } from '../../routes/paths.ts';
import { DecorativeIllustration } from '../media/DecorativeIllustration.tsx';
import { PauseButton } from '../motion/PauseButton.tsx';
import { Typewriter } from '../motion/Typewriter.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { heroWords } from './content.ts';
import styles from './Hero.module.css';

const proofPoints = ['Security assessment in 2 weeks', 'Proof of concept in 4–6 weeks', 'Fixed price for the first milestone'];

/** The navy opening of the home page: the typed headline, the promise and the first step. */
export function Hero() {
  const [typingPaused, setTypingPaused] = useState(false);
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Senior IT partner for growing companies</p>
          <div className={styles.headline}>
            <h1 id="hero-heading" className={styles.title}>
              IT Accelerator Hub for{' '}
              <span className={styles.word}>
                <Typewriter words={heroWords} paused={typingPaused} />
              </span>
            </h1>
            {/* Outside the heading, so that its name stays the headline. */}
            <PauseButton
              paused={typingPaused}
              onToggle={() => setTypingPaused(!typingPaused)}
              label="the typed headline"
              className={styles.typingToggle}
            />
          </div>
          <p className={styles.intro}>
            ITAH puts senior engineers on your hardest IT problems. We secure your systems, modernize your apps and turn your data into
            decisions, with working results in weeks instead of quarters.
          </p>
          <div className={styles.actions}>
            <ButtonLink href={paths.quote}>Get started</ButtonLink>
            <ButtonLink href={paths.serviceOverview} variant="light">
              Explore our services
            </ButtonLink>
          </div>
          <ul className={styles.proof}>
            {proofPoints.map((point) => (
              <li key={point}>
                <CheckCircle2 aria-hidden="true" size={18} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <DecorativeIllustration className={styles.art} file="/media/hero-illustration.svg" width={560} height={480} />
      </div>
    </section>
  );
}
