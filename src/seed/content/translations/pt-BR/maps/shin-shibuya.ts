import type { MapGuideSeed } from '../../../types'
import { atCallout, atMarker, marker, utility } from '../../../maps/helpers'

/**
 * Brazilian Portuguese translation of the English seed's Shin-Shibuya guide (../../../maps/shin-shibuya.ts), keyed by
 * map slug; sections, markers and placements in the same order, section and callout names as in the English.
 */
export const guide: MapGuideSeed = {
  map: 'shin-shibuya',
  description:
    'Um bairro encharcado de neon numa Tóquio do futuro, onde outdoors holográficos gigantes brilham sobre um famoso cruzamento em X. Os atacantes primeiro precisam tomar o cruzamento e depois escoltar a carga por uma galeria coberta, por baixo do trilho suspenso e morro acima até um santuário no alto. Os becos apertados recompensam os brigões, enquanto passarelas e telhados dão a voadores e snipers muito espaço para trabalhar.',
  heroes: [
    {
      hero: 'emma-frost',
      side: 'def',
      reason:
        'A barreira e o controle de grupo dela são ideais para segurar o corredor da galeria e o portal torii, onde a carga tem um único caminho para a frente.',
    },
    {
      hero: 'namor',
      side: 'def',
      reason:
        'As torretas que ele larga atrás das esquinas na galeria e na passagem subterrânea tornam cada passo da escolta caro para os atacantes.',
    },
    {
      hero: 'the-punisher',
      side: 'def',
      reason:
        'Ruas longas e retas e um cruzamento aberto combinam com o dano hitscan constante dele, e a tirolesa dele chega rápido à passarela e ao telhado do pagode.',
    },
    {
      hero: 'loki',
      side: 'def',
      reason:
        'Iscas espalhadas pelo cruzamento e pelo pátio do santuário confundem os atacantes, e a cura dele mantém viva uma defesa teimosa.',
    },
    {
      hero: 'spider-man',
      side: 'atk',
      reason:
        'O bairro é cheio de paredes e placas para se balançar. Ele chega à passarela, à sacada e ao pagode em segundos e elimina curandeiros isolados.',
    },
    {
      hero: 'venom',
      side: 'atk',
      reason:
        'Um tanque de dive que salta para o high ground e sobrevive o bastante para o time ir atrás. Ótimo para quebrar a defesa na passarela.',
    },
    {
      hero: 'iron-man',
      side: 'atk',
      reason:
        'O céu aberto sobre o cruzamento e o trilho suspenso deixa ele bombardear os defensores que se escondem atrás de quiosques e caixotes.',
    },
    {
      hero: 'psylocke',
      side: 'atk',
      reason:
        'Becos e caminhos pelos telhados dão a ela rotas de flanco sem fim, e as lutas lotadas em volta da carga deixam a ultimate dela assustadora.',
    },
    {
      hero: 'luna-snow',
      side: 'both',
      reason:
        'Cura confiável para as longas lutas de corredor e uma ultimate que vence as disputas decisivas no cruzamento e no santuário.',
    },
    {
      hero: 'jeff-the-land-shark',
      side: 'both',
      reason:
        'Ele passa pela galeria estreita e pela passagem subterrânea para curar de ângulos estranhos, e a ultimate dele pode engolir um grupo inteiro e tirá-lo de cima da carga.',
    },
    {
      hero: 'ultron',
      side: 'both',
      reason:
        'Ele voa sobre as ruas lotadas, mantém os companheiros com a vida cheia à distância e aumenta a pressão sobre os defensores acampados nos telhados.',
    },
  ],
  sections: [
    {
      name: 'Scramble Crossing',
      markers: [
        marker('spawn-door', 0.06, 0.85, 1, 'Os atacantes saem por uma entrada de metrô no nível da rua. O cruzamento fica bem à frente, mas a escada à esquerda leva à passarela, que é o melhor jeito de entrar.'),
        marker('spawn-door', 0.94, 0.1, 1, 'O spawn dos defensores abre para o mezanino de uma loja de departamentos. Só desça para o nível da rua quando os atacantes realmente pisarem no ponto.'),
        marker('objective', 0.5, 0.5, 2, 'A zona de captura é o próprio cruzamento, uma enorme praça aberta pintada com faixas. O progresso trava a cada terço, então até uma captura parcial vale a briga.'),
        marker('high-ground', 0.5, 0.2, 2, 'Uma passarela de vidro atravessa o cruzamento na diagonal. Ela domina o ponto inteiro e é o principal campo de batalha da luta de abertura.'),
        marker('high-ground', 0.8, 0.4, 1, 'O toldo da loja de departamentos dá aos defensores uma saliência coberta de onde atirar para baixo no ponto.'),
        marker('choke-point', 0.25, 0.7, 1, 'A escada do metrô afunila todos os atacantes por uma única saída. Os defensores que pressionam este lugar atrasam a primeira disputa em segundos preciosos.'),
        marker('choke-point', 0.7, 0.28, 0, 'Um vão estreito entre dois quiosques é o caminho mais curto da defesa até o ponto; um tanque parado aqui controla ele.'),
        marker('flank-route', 0.15, 0.3, 1, 'Uma rua lateral a oeste do cruzamento dá a volta por trás da loja de departamentos, deixando os flankers atacarem por trás os defensores no toldo.'),
        marker('flank-route', 0.85, 0.85, 0, 'Uma galeria comercial subterrânea liga a esquina sudeste ao lado da defesa, perfeita para rotacionar sem ser visto.'),
        marker('sightline', 0.3, 0.45, 1, 'Do terraço do café na esquina oeste dá para ver o cruzamento de ponta a ponta, um bom posto para heróis hitscan.'),
        marker('sightline', 0.62, 0.75, 0, 'A base de um outdoor no lado sul tem uma linha limpa até os quiosques onde os defensores gostam de se esconder.'),
        marker('hp-large', 0.4, 0.85, 0, 'Kit de vida grande no pé da escada do metrô, um lugar seguro para os atacantes se reorganizarem.'),
        marker('hp-small', 0.55, 0.12, 0, 'Kit de vida pequeno na ponta leste da passarela. Quem segura a passarela ganha sustentação de graça com ele, então uma luta longa na passarela costuma favorecer o lado leste.'),
        marker('hp-small', 0.9, 0.55, 0, 'Kit de vida pequeno logo na entrada da loja, para os defensores que trocam tiros do toldo.'),
        marker('destructible', 0.58, 0.55, 1, 'Os quiosques de anúncios holográficos no ponto desabam sob fogo, deixando o cruzamento totalmente descoberto.'),
        marker('ultimate-spot', 0.45, 0.56, 2, 'Na prorrogação, os defensores se juntam atrás dos quiosques no meio do cruzamento, um alvo convidativo para ultimates de área.'),
        marker('ultimate-spot', 0.5, 0.3, 1, 'Pular da passarela no ponto dá às ultimates de dive uma linha perfeita sobre quem estiver na zona de captura.'),
      ],
      powerPosition: {
        defDescription:
          'Segurem a passarela e o toldo da loja ao mesmo tempo. Entre os dois dá para acertar cada metro do cruzamento, enquanto os tanques seguram o vão dos quiosques para os atacantes não ganharem terreno.',
        atkDescription:
          'Vençam primeiro a passarela, subindo a escada ao lado do spawn em vez de entrar no ponto aberto. Com a passarela nas mãos, os defensores no toldo ficam em desvantagem de fogo e o cruzamento é de vocês.',
      },
      breakout: {
        defDescription:
          'Se os atacantes controlam a passarela, pare de enfrentá-los da rua. Rotacione pela galeria subterrânea e surja debaixo da ponta leste da passarela, obrigando eles a se virarem enquanto os seus tanques retomam o ponto.',
        atkDescription:
          'Quando a defesa estiver com a passarela trancada, mande os flankers pela rua lateral oeste para atacar o toldo por trás. Assim que os defensores olharem para trás, subam a escada e contestem o ponto juntos.',
      },
      transformations: [
        { description: 'Os quiosques holográficos do cruzamento podem ser quebrados, acabando com a única cobertura dentro da zona de captura.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Coloque o sinalizador no pé da escada do metrô, ao lado do kit de vida grande, fora da vista do toldo.', atMarker(11)),
        utility('rocket-raccoon', 'def', 'Esconda o sinalizador na entrada da loja para os defensores revividos voltarem ao lado da escada do toldo.', atMarker(13)),
        utility('peni-parker', 'def', 'Monte o ninho de aranha debaixo da ponta leste da passarela para impedir que os atacantes se instalem ali.', atMarker(12)),
        utility('peni-parker', 'def', 'Minas na escada do metrô atrasam os atacantes na saída do spawn e dão ao seu time tempo para chegar primeiro à passarela.', atMarker(5)),
        utility('the-punisher', 'def', 'Instale a torreta no toldo virada para a saída do metrô para punir cada tentativa de avanço de abertura.', atMarker(4)),
        utility('the-punisher', 'atk', 'Do terraço do café, a torreta acerta os quiosques e o toldo ao mesmo tempo.', atMarker(9)),
        utility('doctor-strange', 'atk', 'Portal do seu spawn até a rua lateral oeste para parte do time chegar por trás da loja de departamentos.', atMarker(7)),
        utility('doctor-strange', 'both', 'Um portal da passarela até o nível da rua deixa o seu time descer para o ponto num instante.'),
      ],
    },
    {
      name: 'Neon Arcade',
      markers: [
        marker('objective', 0.08, 0.55, 1, 'Quando o cruzamento cai, a carga sai da borda dele e entra na galeria. Escolte na hora, porque os defensores precisam de alguns segundos para recuar.'),
        marker('objective', 0.95, 0.5, 1, 'O primeiro checkpoint da escolta fica na saída do outro lado da galeria. Chegar nele adianta o spawn dos atacantes até a entrada da galeria.'),
        marker('spawn-door', 0.92, 0.85, 1, 'Os defensores agora nascem no fundo da galeria, então chegam rápido e muitas vezes em ondas. Diminua o número deles antes de se comprometer com o corredor.'),
        marker('spawn-door', 0.05, 0.2, 0, 'Os atacantes agora renascem na esquina do cruzamento. A caminhada até a carga é curta, mas confira se há defensores parados perto dos quiosques.'),
        marker('choke-point', 0.3, 0.55, 1, 'A entrada da galeria é emoldurada por dois pilares pesados. Uma barreira colocada aqui bloqueia a rua inteira.'),
        marker('choke-point', 0.7, 0.5, 1, 'Um salão de máquinas de garra espreme a rota num corredor de uma faixa só; as escoltas precisam passar ombro a ombro.'),
        marker('high-ground', 0.45, 0.2, 2, 'Uma sacada no segundo andar, com janelas sobre a rota, é o melhor poleiro da defesa na galeria.'),
        marker('high-ground', 0.6, 0.82, 1, 'O telhado de um hotel-cápsula no lado sul oferece aos atacantes um ângulo forte para dentro das janelas da sacada.'),
        marker('flank-route', 0.2, 0.9, 1, 'Um beco dos fundos cheio de máquinas de venda corre paralelo à galeria e sai logo antes do salão das máquinas de garra.'),
        marker('flank-route', 0.75, 0.12, 0, 'Uma passarela sobre o teto de vidro da galeria deixa heróis com mobilidade caírem atrás da defesa. Os defensores devem ficar atentos aos passos lá em cima.'),
        marker('sightline', 0.5, 0.5, 1, 'O corredor central da galeria é totalmente reto, então os snipers no fundo veem a carga o caminho inteiro.'),
        marker('sightline', 0.85, 0.4, 0, 'Da janela do balcão de prêmios, os defensores conseguem olhar de lado para dentro do salão das máquinas de garra.'),
        marker('hp-large', 0.38, 0.75, 0, 'Kit de vida grande num bar de lámen ao lado da rota, o melhor lugar para os atacantes se recuperarem no meio do avanço.'),
        marker('hp-small', 0.55, 0.3, 0, 'Kit de vida pequeno na escada da sacada. Um sniper da defesa pode descer, pegar ele e estar de volta à janela em uns dois segundos.'),
        marker('hp-small', 0.88, 0.65, 0, 'Kit de vida pequeno perto da saída do spawn dos defensores. Os atacantes que avançam até aqui devem negar ele ficando em cima do lugar, em vez de deixar os defensores se recomporem de graça.'),
        marker('ultimate-spot', 0.68, 0.55, 2, 'O salão das máquinas de garra prende as escoltas em fila, o que faz dele um dos melhores lugares do mapa para uma ultimate defensiva.'),
        marker('ultimate-spot', 0.35, 0.45, 1, 'Logo depois da entrada, os defensores se empilham para parar a carga; os atacantes podem punir isso com uma ultimate de área.'),
      ],
      powerPosition: {
        defDescription:
          'Coloque um sniper na sacada e os tanques no salão das máquinas de garra. A carga tem que se arrastar por um corredor de uma faixa só levando tiro de cima.',
        atkDescription:
          'Tome o telhado do hotel-cápsula para desafiar a sacada e depois empurre a carga para dentro do salão das máquinas de garra com os escudos na frente.',
      },
      breakout: {
        defDescription:
          'Se os atacantes chegarem ao salão das máquinas de garra, saia pela passarela do teto de vidro e caia atrás deles. Escolta que se vira é escolta que para de andar.',
        atkDescription:
          'Se a entrada estiver bloqueada, mande os duelistas pelo beco das máquinas de venda para saírem ao lado do salão das máquinas de garra. Os defensores precisam se dividir, e os pilares deixam de ser uma muralha.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Coloque o sinalizador no bar de lámen, ao lado do kit de vida grande, a salvo do corredor central.', atMarker(12)),
        utility('rocket-raccoon', 'both', 'Na escada da sacada, ao lado do kit de vida pequeno, um sinalizador apoia quem estiver segurando a sacada no momento.', atMarker(13)),
        utility('peni-parker', 'def', 'Monte o ninho de aranha dentro do salão das máquinas de garra, onde as escoltas não conseguem contorná-lo.', atMarker(5)),
        utility('peni-parker', 'def', 'Minas na saída do beco das máquinas de venda param os flankers antes de eles chegarem à sua retaguarda.'),
        utility('the-punisher', 'def', 'Torreta na sacada mirando o corredor central para destroçar as escoltas no corredor.', atMarker(6)),
        utility('the-punisher', 'atk', 'Vá de tirolesa até o telhado do hotel-cápsula e atire com a torreta para dentro das janelas da sacada.', atMarker(7)),
        utility('doctor-strange', 'atk', 'Um portal da esquina do cruzamento até a passarela do teto de vidro larga os seus divers atrás da defesa.', atMarker(9)),
        utility('doctor-strange', 'def', 'Ligue o spawn dos defensores à sacada para o seu time chegar ao high ground logo depois de renascer.'),
      ],
    },
    {
      name: 'Skyrail Underpass',
      markers: [
        marker('spawn-door', 0.06, 0.4, 1, 'Depois do primeiro checkpoint, os atacantes renascem na saída da galeria. É só uma corridinha até a carga, então reagrupem antes de avançar por baixo dos trilhos.'),
        marker('objective', 0.1, 0.7, 1, 'A carga sai da galeria e desce por baixo dos trilhos suspensos. Mantenha as escoltas perto, porque os defensores costumam se esconder nas sombras dos dois lados.'),
        marker('objective', 0.9, 0.45, 2, 'O segundo checkpoint fica nos portões do pátio de manutenção. Os defensores devem fazer a resistência mais dura logo em frente a ele.'),
        marker('choke-point', 0.45, 0.65, 2, 'O túnel da passagem por baixo dos trilhos é escuro e estreito. As escoltas andam aqui num bolo apertado, e os defensores podem inundá-lo de dano.'),
        marker('high-ground', 0.5, 0.15, 2, 'A estação elevada do trilho suspenso domina a saída da passagem e o pátio. É o poleiro-chave de todo este trecho da escolta.'),
        marker('high-ground', 0.75, 0.8, 1, 'O telhado de um estacionamento dá aos atacantes um ângulo seguro sobre os portões do pátio enquanto a carga avança.'),
        marker('flank-route', 0.3, 0.1, 1, 'A escada da estação, no lado oeste, sobe até a plataforma; os atacantes usam ela para tomar o trilho suspenso dos defensores.'),
        marker('flank-route', 0.6, 0.92, 0, 'Um canal de drenagem corre por baixo da rua e sai atrás dos portões do pátio. Poucos jogadores vigiam ele, então é perfeito para um ataque surpresa contra os defensores.'),
        marker('sightline', 0.25, 0.55, 1, 'Da boca do túnel há uma linha reta até os portões do pátio. Os hitscans podem atirar por cima dos tanques daqui.'),
        marker('sightline', 0.7, 0.3, 0, 'A ponta da plataforma da estação olha direto para baixo, sobre os portões do pátio e a rota da carga.'),
        marker('hp-large', 0.55, 0.45, 0, 'Kit de vida grande na bilheteria debaixo da estação. Os dois times disputam ele o tempo todo.'),
        marker('hp-small', 0.2, 0.85, 0, 'Kit de vida pequeno ao lado da entrada do túnel. Os atacantes devem completar a vida aqui antes de entrar na passagem, porque o túnel não tem outra cura.'),
        marker('hp-small', 0.85, 0.2, 0, 'Kit de vida pequeno no alto da escada da estação. Um sniper segurando a plataforma pode recuar até ele sem perder os portões do pátio de vista.'),
        marker('destructible', 0.65, 0.6, 1, 'Uma pilha de contêineres junto ao pátio pode ser explodida, abrindo uma nova faixa sobre a carga.'),
        marker('destructible', 0.4, 0.35, 1, 'Os quebra-ventos de vidro da plataforma da estação se estilhaçam sob fogo, expondo quem estiver acampado atrás deles.'),
        marker('ultimate-spot', 0.48, 0.7, 2, 'Dentro do túnel, as escoltas não conseguem se espalhar, então uma única ultimate de área pode pegar o time atacante inteiro.'),
        marker('ultimate-spot', 0.82, 0.5, 1, 'Os defensores se aglomeram nos portões do pátio para parar a carga; uma ultimate dos atacantes bem cronometrada aqui limpa o checkpoint.'),
      ],
      powerPosition: {
        defDescription:
          'Mantenha um sniper na estação do trilho suspenso e os tanques nos portões do pátio. A estação cobre a saída do túnel e os portões, então os atacantes levam tiro no momento em que saem da passagem.',
        atkDescription:
          'Suba a escada da estação com dois heróis antes de a carga entrar no túnel. Com a estação nas mãos, os portões do pátio ficam expostos por cima e a escolta fica bem mais fácil.',
      },
      breakout: {
        defDescription:
          'Se os atacantes tomaram a estação, use o canal de drenagem para chegar ao túnel e atacar por trás. Obrigar eles a olhar para baixo quebra o controle deles sobre o pátio.',
        atkDescription:
          'Quando o túnel estiver segurado, mande os flankers por cima da estação e por trás dos contêineres enquanto o tanque mantém a carga andando. Quando os defensores estiverem lutando em duas frentes, os portões do pátio caem rápido.',
      },
      transformations: [
        { description: 'De tempos em tempos, um trem desliza pelo trilho suspenso, bloqueando por um instante a visão por cima da passagem.' },
        { description: 'Os contêineres ao lado do pátio de manutenção podem ser destruídos, abrindo uma faixa mais larga sobre a rota da carga.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Esconda o sinalizador ao lado do kit de vida pequeno na entrada do túnel, bem longe da linha de visão da estação.', atMarker(11)),
        utility('rocket-raccoon', 'def', 'Coloque o sinalizador atrás dos portões do pátio para os defensores revividos voltarem direto ao checkpoint.', atCallout('Yard Gates')),
        utility('peni-parker', 'def', 'Monte o ninho de aranha no meio do túnel, onde as escoltas não têm como evitá-lo.', atMarker(3)),
        utility('peni-parker', 'both', 'Minas no alto da escada da estação punem qualquer um que tente tomar a plataforma.', atMarker(12)),
        utility('the-punisher', 'def', 'Instale a torreta na ponta da plataforma da estação para varrer a saída do túnel e os portões do pátio.', atMarker(9)),
        utility('the-punisher', 'atk', 'Do telhado do estacionamento, a torreta consegue segurar o pátio enquanto a carga avança até o checkpoint.', atMarker(5)),
        utility('doctor-strange', 'atk', 'Portal da boca do túnel até o canal de drenagem para parte do seu time surgir atrás dos portões do pátio.', atMarker(7)),
        utility('doctor-strange', 'both', 'Ligar a bilheteria à plataforma da estação dá a quem a controla uma rota rápida entre o chão e o high ground.'),
      ],
    },
    {
      name: 'Shrine Terminus',
      markers: [
        marker('spawn-door', 0.05, 0.75, 1, 'O último spawn avançado dos atacantes fica no pé do morro. Tirem um momento para agrupar antes de subir a rua íngreme.'),
        marker('spawn-door', 0.92, 0.08, 1, 'O spawn dos defensores fica logo atrás do santuário, então os defensores chegam como reforço em segundos. Troquem com cuidado e evitem alimentar.'),
        marker('objective', 0.15, 0.6, 1, 'A carga começa o último trecho no pé de uma rua em escadaria íngreme, o trecho mais lento de toda a escolta.'),
        marker('objective', 0.85, 0.3, 2, 'O ponto final de entrega fica no pátio do santuário. Os defensores precisam lutar em cada degrau da subida.'),
        marker('choke-point', 0.4, 0.5, 1, 'A rua em escadaria íngreme se estreita na metade da subida. Defensores com barreira podem ficar no alto e obrigar os atacantes a lutar morro acima.'),
        marker('choke-point', 0.7, 0.4, 1, 'O grande portal torii é o último gargalo antes do pátio; vença a luta aqui e a partida está quase encerrada.'),
        marker('high-ground', 0.55, 0.15, 2, 'O telhado do pagode se ergue sobre o trecho final, e um sniper lá em cima vê o morro inteiro. Os atacantes precisam desafiá-lo antes de a carga chegar ao portal.'),
        marker('high-ground', 0.3, 0.25, 1, 'O jardim na cobertura de um prédio de apartamentos deixa os atacantes pressionarem o pagode de uma distância segura.'),
        marker('flank-route', 0.6, 0.85, 1, 'Um beco estreito de lanternas corre ao lado da rua e sai ao lado do portal torii. Os flankers que o usam podem acertar os tanques da defesa pelo lado.'),
        marker('flank-route', 0.22, 0.08, 0, 'Uma passarela de manutenção atrás de um letreiro de neon gigante liga a cobertura do prédio ao pagode. Os divers usam ela para chegar ao sniper sem subir o morro.'),
        marker('sightline', 0.5, 0.55, 1, 'A rua sobe reta morro acima, então os defensores no alto veem cada escolta subindo a escadaria.'),
        marker('sightline', 0.78, 0.65, 0, 'Do muro do jardim do santuário dá para atirar de lado na rua em escadaria, pegando as escoltas que só olham para a frente.'),
        marker('hp-large', 0.65, 0.6, 0, 'Kit de vida grande numa casa de chá ao lado da rota, valioso para os dois times nas lutas finais.'),
        marker('hp-small', 0.3, 0.8, 0, 'Kit de vida pequeno no pé da rua em escadaria. Pegue ele na subida do morro, porque a escalada até o portal é uma longa caminhada sob fogo.'),
        marker('hp-small', 0.9, 0.5, 0, 'Kit de vida pequeno dentro do pátio do santuário. Os defensores que seguram os últimos metros podem se curar aqui sem se afastar da carga.'),
        marker('destructible', 0.62, 0.45, 1, 'Uma fileira de portais torii holográficos ao longo da última ladeira se apaga quando leva dano, abrindo um ângulo lateral sobre a carga.'),
        marker('ultimate-spot', 0.8, 0.35, 2, 'Os defensores se aglomeram em volta da carga no pátio do santuário durante a prorrogação. Uma ultimate que pegue o time todo aqui decide a partida.'),
        marker('ultimate-spot', 0.42, 0.45, 1, 'As escoltas se empilham na rua em escadaria; ultimates defensivas de área são devastadoras na ladeira.'),
      ],
      powerPosition: {
        defDescription:
          'Segurem o telhado do pagode e o portal torii ao mesmo tempo. O telhado vê o morro inteiro e o portal para a carga, então os atacantes precisam lutar morro acima levando tiro de cima.',
        atkDescription:
          'Tomem o jardim da cobertura do prédio e desafiem o pagode de lá. Quando o telhado silenciar, os seus tanques podem forçar a passagem pelo portal torii enquanto a retaguarda cobre.',
      },
      breakout: {
        defDescription:
          'Se os atacantes chegarem ao portal torii, entre no beco das lanternas e ataque a retaguarda deles pelo lado. Se eles se virarem, a carga para pouco antes do pátio.',
        atkDescription:
          'Quando a escadaria estiver segurada, mande um diver pela passarela do letreiro de neon até o pagode enquanto o resto sobe a rua. Guarde as ultimates para o momento em que os defensores caírem em cima da carga no portal.',
      },
      transformations: [
        { description: 'Os portais torii holográficos ao longo da última ladeira se desligam quando levam dano, abrindo um ângulo lateral sobre a rota da carga.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Esconda o sinalizador ao lado do kit de vida pequeno no pé do morro, fora da vista do pagode.', atMarker(13)),
        utility('rocket-raccoon', 'def', 'Coloque o sinalizador dentro do pátio do santuário para os defensores revividos voltarem direto para a carga.', atMarker(14)),
        utility('peni-parker', 'def', 'Monte o ninho de aranha debaixo do grande portal torii, o último lugar por onde a carga precisa passar.', atMarker(5)),
        utility('peni-parker', 'def', 'Minas na saída do beco das lanternas impedem que flankers apareçam ao lado dos seus tanques no portal torii.'),
        utility('the-punisher', 'def', 'Suba de tirolesa ao telhado do pagode e atire com a torreta direto rua em escadaria abaixo.', atMarker(6)),
        utility('the-punisher', 'atk', 'Instale a torreta no jardim da cobertura do prédio para segurar o pagode e o portal.', atMarker(7)),
        utility('doctor-strange', 'atk', 'Um portal do spawn avançado até a casa de chá deixa o time pular a metade de baixo da rua em escadaria.', atMarker(12)),
        utility('doctor-strange', 'both', 'Ligue o telhado do pagode ao pátio do santuário para quem segura o trecho final ir do high ground à carga na hora.'),
      ],
    },
  ],
}
