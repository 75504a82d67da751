import type { HeroGuideSeed } from '../../../types'

/** Brazilian Portuguese translation of the English seed's Iron Man guide (../../../heroes/iron-man.ts), keyed by hero slug. */
export const guide: HeroGuideSeed = {
  hero: 'iron-man',
  abilities: [
    {
      name: 'Repulsor Blast',
      variant: 'iron-man',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Tony dispara repulsores das mãos que explodem numa pequena área ao impacto. O dano em área facilita acertar inimigos escondidos atrás de coberturas baixas.',
      properties: { casting: 'Projétil', damage: '40 direto, 25 em área', radius: '2m', fire_rate: '2.5 disparos por segundo', ammo: '15' },
    },
    {
      name: 'Unibeam',
      variant: 'iron-man',
      type: 'ability',
      button: 'right-click',
      description:
        'Um feixe concentrado do peito que varre tudo à frente dele. Ótimo para finalizar um alvo que acabou de se esconder atrás de uma esquina.',
      properties: { casting: 'Feixe', damage: '150 no total durante a canalização', range: '30m', duration: '1s', cooldown: '10s' },
    },
    {
      name: 'Flight',
      variant: 'iron-man',
      type: 'ability',
      button: 'space',
      description:
        'Liga e desliga o voo contínuo para pairar sobre o campo de batalha. A altura é a principal defesa do Iron Man, já que a maioria dos heróis corpo a corpo simplesmente não alcança ele.',
      properties: { casting: 'Alternar', special_effect: 'Movimento vertical livre', speed: '8 m/s voando', cooldown: '2s depois de pousar' },
    },
    {
      name: 'Hyper-Velocity',
      variant: 'iron-man',
      type: 'ability',
      button: 'shift',
      description:
        'Dá um impulso para a frente em alta velocidade enquanto está no ar. Use para fugir de um dive ou para trocar de lado do mapa antes que o inimigo perceba.',
      properties: { casting: 'Impulso de movimento', speed: '16 m/s', duration: '2s', cooldown: '12s' },
    },
    {
      name: 'Armor Overdrive',
      variant: 'iron-man',
      type: 'ability',
      button: 'e',
      description:
        'Sobrecarrega a armadura, adicionando vida bônus e melhorando os repulsores para disparos mais rápidos e mais fortes. Quase todo o dano explosivo dele sai dessa janela.',
      properties: { casting: 'Buff próprio', bonus_health: '100', damage: '+25% de dano dos repulsores', duration: '8s', cooldown: '18s' },
    },
    {
      name: 'Micro-Missile Barrage',
      variant: 'iron-man',
      type: 'ability',
      button: 'f',
      description:
        'Lança uma saraivada de pequenos mísseis que chovem sobre uma área. Mire num tanque ou num bolo de heróis para enfraquecê-los antes de um dive.',
      properties: { casting: 'Saraivada de projéteis', damage: '15 por míssil, 20 mísseis', radius: '2m por míssil', duration: '3s', cooldown: '15s' },
    },
    {
      name: 'Invincible Pulse Cannon',
      variant: 'iron-man',
      type: 'ultimate',
      button: 'q',
      description:
        'Tony carrega um feixe enorme da armadura e o dispara em linha, detonando numa grande explosão onde cai. É uma das melhores ultimates para apagar um time amontoado no ponto.',
      properties: { casting: 'Feixe carregado', damage: '1000 no centro, menos nas bordas', radius: '8m', cast_time: '1s', cost: '3400 de carga de ultimate' },
    },
    {
      name: 'Gamma Pulse Cannon',
      variant: 'iron-man',
      type: 'team-up',
      button: 'passive',
      description:
        'Com Hulk no time, a armadura de Tony absorve energia gama, e o Invincible Pulse Cannon vira uma explosão gama maior e com dano extra.',
      properties: { casting: 'Passiva', partners: 'Hulk (âncora), Doctor Strange', bonus: 'Raio maior da ultimate', special_effect: 'O Pulse Cannon causa dano gama extra' },
    },
    {
      name: 'Stark Protocol',
      variant: 'iron-man',
      type: 'team-up',
      button: 'passive',
      description:
        'Como âncora do Stark Protocol, Tony compartilha uma porta dos fundos para os sistemas de Ultron e ganha um pequeno aumento no próprio dano enquanto Ultron estiver no time.',
      properties: { casting: 'Passiva', partners: 'Ultron', bonus: '+10% de dano', seasons: 'Da Temporada 2.5 em diante' },
    },
  ],
  details: {
    primaryJob: 'Causador de dano em área pelo ar',
    secondaryJob: 'Ameaça de ultimate que apaga o time',
    healing: 'Atenção dos estrategistas e kits de vida; desce para pegá-los',
    healingPriority: 3,
    notes:
      'Iron Man é difícil de alcançar, mas também fica exposto no céu. Curandeiros com feixes ou projéteis de longo alcance conseguem manter ele cheio enquanto paira.',
    counters: ['hulk', 'groot', 'magik', 'peni-parker', 'wolverine'],
    counteredBy: ['hawkeye', 'hela', 'black-widow', 'the-punisher', 'spider-man'],
    synergies: ['hulk', 'ultron', 'doctor-strange', 'luna-snow', 'storm'],
    stats: [
      { name: 'Vida', value: '250' },
      { name: 'Velocidade de movimento', value: '6 m/s, 8 m/s voando' },
      { name: 'Dificuldade', value: '2/5' },
      { name: 'Alcance', value: 'Médio a longo' },
      { name: 'Tipo de dano', value: 'Projéteis com dano em área' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Voe logo acima do seu time, abra a luta com os mísseis, depois ative o Armor Overdrive e mantenha os repulsores no tanque inimigo.' },
    { side: 'as', type: 'playbook', text: 'Dispare o Pulse Cannon de um ângulo alto enquanto os inimigos se amontoam no objetivo; a explosão ignora boa parte da cobertura deles.' },
    { side: 'as', type: 'insight', text: 'O seu dano em área carrega a ult muito rápido em tanques grandes, então não se sinta mal por atirar no escudo.' },
    { side: 'as', type: 'insight', text: 'A maioria dos heróis hitscan adora um alvo que flutua em linha reta. Mude de altura e de direção a cada poucos segundos.' },
    { side: 'as', type: 'avoid', text: 'Não voe tão à frente que os seus curandeiros percam você de vista; você não tem autocura.' },
    { side: 'as', type: 'role', text: 'Iron Man é um duelista de poke no céu. Ele precisa de um tanque para segurar o chão e de pelo menos um curandeiro que consiga mirar para cima.' },
    { side: 'against', type: 'playbook', text: 'Leve um herói hitscan, como Hawkeye, Hela ou The Punisher, para manter ele no chão.' },
    { side: 'against', type: 'playbook', text: 'Quando ouvir a ultimate dele carregando, espalhem-se e fiquem debaixo de uma cobertura por cima.' },
    { side: 'against', type: 'insight', text: 'O Armor Overdrive é a maior ameaça dele. Espere acabar e então foque nele, já que a vida dele volta ao normal.' },
    { side: 'against', type: 'avoid', text: 'Não corra atrás dele com heróis corpo a corpo que não voam; você vai desperdiçar cooldowns enquanto ele atira em você.' },
    { side: 'with', type: 'playbook', text: 'Combine o seu controle de grupo com a ultimate dele: um congelamento, uma contenção ou uma habilidade que agrupa garante um grande Pulse Cannon.' },
    { side: 'with', type: 'insight', text: 'Hulk transforma a ultimate dele numa explosão gama pelo Gamma Charge, e Ultron se junta a ele pelo Stark Protocol.' },
    { side: 'with', type: 'avoid', text: 'Não deixe os divers chegarem nele à vontade; um atordoamento de um herói corpo a corpo pode derrubar ele do céu.' },
    { side: 'with', type: 'role', text: 'Curandeiros com ferramentas de longo alcance, como Luna Snow ou Rocket, facilitam muito o trabalho dele.' },
  ],
  teamUpBonuses: { 'Gamma Charge': 'Gamma Pulse Cannon', 'Stark Protocol': 'Stark Protocol' },
}
