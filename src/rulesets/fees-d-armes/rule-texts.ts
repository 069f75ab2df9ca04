/** §5 "Règles spéciales génériques", in full as the rulebook writes them: the back of a profile card, for `print`. */
export const RULE_TEXTS: Readonly<Record<string, string>> = {
  agile: 'La figurine peut se déplacer en diagonale plutôt qu\'en ligne droite pour l\'ensemble de ses déplacements.',
  charge: 'Si la figurine n\'est pas engagée avec sa cible au moment où elle réalise son action, elle peut se déplacer gratuitement de X cases jusqu\'à atteindre sa cible. Ce bonus de mouvement n\'est utilisable que si la figurine peut effectivement entrer en contact socle à socle avec la cible, sans quoi, l\'ensemble de l\'action de combat est perdue.',
  conseiller: 'Aura (4) : Toutes les figurines amies à portée bénéficient d\'un bonus de +1 sur leurs jets de dé. Ce bonus ne peut s\'appliquer qu\'une fois par figurine amie.',
  deplacer: 'La cible de cette action peut être une figurine amie ou ennemie. Cette capacité prend effet APRES avoir calculé les dégâts éventuellement infligés. La cible est déplacée de X cases dans une direction choisie par le joueur de la figurine active.',
  esquive: 'Cette capacité prend effet APRES avoir calculé les dégâts éventuellement infligés. La figurine active est déplacée de X cases.',
  flammes: 'Une figurine qui subit cet effet reçoit X jetons flammes. A la fin du tour, la figurine qui a reçu X jetons flammes subit automatiquement X dégâts qui ignorent l\'armure. Les jetons flammes sont ensuite retirés du jeu.',
  gel: 'Les attaques de gel ignorent automatiquement l\'armure de leur cible.',
  peur: 'Aura (4) : Les figurines ennemies dans l\'aura diminuent leur caractéristique d\'action de 1.',
  poison: 'Une figurine qui subit cet effet reçoit X jetons Poison. A la fin du tour, la figurine qui a au moins un jeton poison subit automatiquement 1 dégât qui ignore l\'armure. Retirez un jeton poison une fois l\'effet résolu.',
  regeneration: 'Une figurine dotée de cette capacité soigne automatiquement X points de santé à la fin de chaque tour.',
  repousser: 'La cible de cette action peut être une figurine amie ou ennemie. Cette capacité prend effet APRES avoir calculé les dégâts éventuellement infligés. La figurine ciblée est déplacée automatiquement de X cases en ligne droite à l\'opposé de la figurine qui utilise cet effet.',
  'sans-peur': 'la figurine ignore les effets de la peur.',
  tir: 'Les attaques de cette figurine n\'affectent pas forcément les adversaires au contact. Les attaques à distance n\'ont pas forcément de portée et peuvent affecter n\'importe quelle figurine sur laquelle l\'attaquant a une ligne de vue.',
  'tir-x': 'Les attaques de ce type ne peuvent prendre pour cible que les figurines situées à moins de X cases sur lesquelles le tireur a une ligne de vue. Les tirs au-delà de cette portée échouent automatiquement.',
  tirer: 'La cible de cette action peut être une figurine amie ou ennemie. Cette capacité prend effet APRES avoir calculé les dégâts éventuellement infligés. La figurine ciblée est déplacée automatiquement de X cases en ligne droite dans la direction de la figurine qui utilise cet effet.',
  // The rulebook's text stops mid-sentence ("La"): only its complete sentence is kept.
  vol: "L'icône de caractéristique de mouvement de cette figurine est une aile plutôt qu'une botte.",
};
