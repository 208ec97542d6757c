<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>Engine stopped by Ling Desk</source>
        <translation>Engine von Ling Desk gestoppt</translation>
    </message>
    <message>
        <source>Ling Desk stopped the engine</source>
        <translation>Ling Desk hat die Engine gestoppt</translation>
    </message>
    <message>
        <source>The engine crashed</source>
        <translation>Die Engine ist abgestürzt</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>stopped by Ling Desk</source>
        <translation>von Ling Desk gestoppt</translation>
    </message>
    <message>
        <source>lost: it stopped answering</source>
        <translation>nicht mehr erreichbar: antwortet nicht mehr</translation>
    </message>
    <message>
        <source>starting the engine process</source>
        <translation>Engine-Prozess wird gestartet</translation>
    </message>
    <message>
        <source>loading weights</source>
        <translation>Gewichte werden geladen</translation>
    </message>
    <message>
        <source>engine is up, loading</source>
        <translation>Engine läuft, lädt noch</translation>
    </message>
    <message>
        <source>stopping the engine</source>
        <translation>Engine wird gestoppt</translation>
    </message>
    <message>
        <source>answering on {url}</source>
        <translation>antwortet unter {url}</translation>
    </message>
    <message>
        <source>could not start: {error}</source>
        <translation>konnte nicht starten: {error}</translation>
    </message>
    <message>
        <source>connecting to {url}</source>
        <translation>verbindet mit {url}</translation>
    </message>
    <message>
        <source>attached to {url} (not started here)</source>
        <translation>verbunden mit {url} (nicht hier gestartet)</translation>
    </message>
    <message>
        <source>detaching from {url}</source>
        <translation>trennt die Verbindung zu {url}</translation>
    </message>
    <message>
        <source>detached from {url} (still running there)</source>
        <translation>Verbindung zu {url} getrennt (läuft dort weiter)</translation>
    </message>
    <message>
        <source>starting {n} ranks</source>
        <translation>{n} Ranks werden gestartet</translation>
    </message>
    <message>
        <source>rank {rank} ended; stopping the others</source>
        <translation>Rank {rank} wurde beendet; die anderen werden gestoppt</translation>
    </message>
    <message>
        <source>stopped, killed by signal {signal}</source>
        <translation>gestoppt, durch Signal {signal} beendet</translation>
    </message>
    <message>
        <source>crashed, killed by signal {signal}</source>
        <translation>abgestürzt, durch Signal {signal} beendet</translation>
    </message>
    <message>
        <source>stopped, exited with code {code}</source>
        <translation>gestoppt, mit Code {code} beendet</translation>
    </message>
    <message>
        <source>crashed, exited with code {code}</source>
        <translation>abgestürzt, mit Code {code} beendet</translation>
    </message>
    <message>
        <source>Check Settings &gt; Engine.</source>
        <translation>Prüfen Sie Einstellungen &gt; Engine.</translation>
    </message>
    <message>
        <source>it {how}.</source>
        <translation>Status: {how}.</translation>
    </message>
    <message>
        <source>Read its log.</source>
        <translation>Lesen Sie sein Protokoll.</translation>
    </message>
    <message>
        <source>Rank {rank} (on this machine) failed: {summary}</source>
        <translation>Rank {rank} (auf diesem Rechner) ist fehlgeschlagen: {summary}</translation>
    </message>
    <message>
        <source>Rank {rank} (on the second machine) failed: {summary}</source>
        <translation>Rank {rank} (auf dem zweiten Rechner) ist fehlgeschlagen: {summary}</translation>
    </message>
    <message>
        <source>The engine ran out of GPU memory.</source>
        <translation>Der Engine ist der GPU-Speicher ausgegangen.</translation>
    </message>
    <message>
        <source>Close other GPU programs, lower the memory fraction in Settings &gt; Engine, or shorten the context length; on a DGX Spark keep at least 91 GB free before starting.</source>
        <translation>Schließen Sie andere GPU-Programme, senken Sie den Speicheranteil unter Einstellungen &gt; Engine oder verkürzen Sie die Kontextlänge; auf einem DGX Spark sollten vor dem Start mindestens 91 GB frei sein.</translation>
    </message>
    <message>
        <source>The memory fraction is SGLang's --mem-fraction-static and the context length its --context-length.</source>
        <translation>Der Speicheranteil ist SGLangs --mem-fraction-static, die Kontextlänge sein --context-length.</translation>
    </message>
    <message>
        <source>The engine's port is taken by another program.</source>
        <translation>Der Port der Engine ist von einem anderen Programm belegt.</translation>
    </message>
    <message>
        <source>Let Ling Desk pick a free port (set the port to 0 in Settings &gt; Engine), or stop the other program.</source>
        <translation>Lassen Sie Ling Desk einen freien Port wählen (Port unter Einstellungen &gt; Engine auf 0 setzen) oder beenden Sie das andere Programm.</translation>
    </message>
    <message>
        <source>The engine could not find the model files.</source>
        <translation>Die Engine findet die Modelldateien nicht.</translation>
    </message>
    <message>
        <source>Point Settings &gt; Engine &gt; Model folder at a local copy of Ling-3.0-flash-fp4: the folder that holds its config file and weight shards.</source>
        <translation>Lassen Sie Einstellungen &gt; Engine &gt; Modellordner auf eine lokale Kopie von Ling-3.0-flash-fp4 zeigen: den Ordner mit ihrer Konfigurationsdatei und den Gewichts-Shards.</translation>
    </message>
    <message>
        <source>A folder with config.json and the safetensors shards; on the command line, pass --model PATH.</source>
        <translation>Ein Ordner mit config.json und den safetensors-Shards; auf der Kommandozeile übergeben Sie --model PATH.</translation>
    </message>
    <message>
        <source>A GPU kernel failed while the engine ran (an illegal memory access or a device assert).</source>
        <translation>Ein GPU-Kernel ist während des Betriebs fehlgeschlagen (ungültiger Speicherzugriff oder Geräte-Assertion).</translation>
    </message>
    <message>
        <source>Restart the engine. If the same request breaks it again, turn the optimizations off one at a time (Settings &gt; Optimizations) to find the kernel, and keep the engine log.</source>
        <translation>Starten Sie die Engine neu. Bricht dieselbe Anfrage sie erneut ab, schalten Sie die Optimierungen einzeln aus (Einstellungen &gt; Optimierungen), um den Kernel zu finden, und bewahren Sie das Engine-Protokoll auf.</translation>
    </message>
    <message>
        <source>The GPU or its driver reported an error.</source>
        <translation>Die GPU oder ihr Treiber hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>Check that the NVIDIA driver sees the GPU and supports CUDA 13 (update it if not), then restart the engine.</source>
        <translation>Prüfen Sie, ob der NVIDIA-Treiber die GPU erkennt und CUDA 13 unterstützt (sonst aktualisieren), und starten Sie die Engine dann neu.</translation>
    </message>
    <message>
        <source>`nvidia-smi` lists the GPU and the CUDA version its driver supports.</source>
        <translation>`nvidia-smi` zeigt die GPU und die CUDA-Version, die ihr Treiber unterstützt.</translation>
    </message>
    <message>
        <source>The engine failed with a Python error: {error}</source>
        <translation>Die Engine ist mit einem Python-Fehler fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Read the Python error in the engine log. If it names a package, check the engine environment: it needs SGLang 0.5.23 and humming-kernels.</source>
        <translation>Lesen Sie den Python-Fehler im Engine-Protokoll. Nennt er ein Paket, prüfen Sie die Engine-Umgebung: Sie braucht SGLang 0.5.23 und humming-kernels.</translation>
    </message>
    <message>
        <source>`ling-desk check` checks the engine environment (sglang 0.5.23 and humming-kernels).</source>
        <translation>`ling-desk check` prüft die Engine-Umgebung (sglang 0.5.23 und humming-kernels).</translation>
    </message>
    <message>
        <source>The engine stopped without a recognised cause.</source>
        <translation>Die Engine wurde ohne erkennbare Ursache beendet.</translation>
    </message>
    <message>
        <source>Read the last lines of the engine log below.</source>
        <translation>Lesen Sie die letzten Zeilen des Engine-Protokolls unten.</translation>
    </message>
    <message>
        <source>`ling-desk check` runs every check.</source>
        <translation>`ling-desk check` führt alle Prüfungen aus.</translation>
    </message>
    <message>
        <source>Attached to an engine at {url} that Ling Desk did not start: it is not stopped or restarted from here, and its log stays on its own machine.</source>
        <translation>Verbunden mit einer Engine unter {url}, die Ling Desk nicht gestartet hat: Sie wird von hier aus weder gestoppt noch neu gestartet, und ihr Protokoll bleibt auf ihrem eigenen Rechner.</translation>
    </message>
    <message>
        <source>No engine answers GET {url}/health with 200 (waited {seconds} s).</source>
        <translation>Keine Engine beantwortet GET {url}/health mit 200 ({seconds} s gewartet).</translation>
    </message>
    <message>
        <source>Start that engine, or check the URL in Settings &gt; Engine &gt; Use a running engine.</source>
        <translation>Starten Sie diese Engine oder prüfen Sie die URL unter Einstellungen &gt; Engine &gt; Laufende Engine verwenden.</translation>
    </message>
    <message>
        <source>The attached engine at {url} stopped answering /health.</source>
        <translation>Die verbundene Engine unter {url} antwortet nicht mehr auf /health.</translation>
    </message>
    <message>
        <source>Ask whoever runs that engine, or check the network; press Start to attach again.</source>
        <translation>Fragen Sie, wer diese Engine betreibt, oder prüfen Sie das Netzwerk; mit „Starten“ verbinden Sie sich erneut.</translation>
    </message>
    <message>
        <source>loading weights ({percent}%)</source>
        <translation>Gewichte werden geladen ({percent} %)</translation>
    </message>
    <message>
        <source>preparing memory after the weights</source>
        <translation>Speicher wird nach den Gewichten vorbereitet</translation>
    </message>
    <message>
        <source>allocating caches</source>
        <translation>Caches werden angelegt</translation>
    </message>
    <message>
        <source>capturing CUDA graphs: {name}</source>
        <translation>CUDA-Graphen werden erfasst: {name}</translation>
    </message>
    <message>
        <source>after the {name} CUDA graphs</source>
        <translation>nach den CUDA-Graphen {name}</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>The engine looks stuck at {stage}: no output and no progress for {silent}, where this step took {normal} in all at the last start.</source>
        <translation>Die Engine hängt offenbar bei „{stage}“: seit {silent} keine Ausgabe und kein Fortschritt, obwohl dieser Schritt beim letzten Start insgesamt {normal} dauerte.</translation>
    </message>
    <message>
        <source>The engine looks stuck at {stage}: no output and no progress for {silent}.</source>
        <translation>Die Engine hängt offenbar bei „{stage}“: seit {silent} keine Ausgabe und kein Fortschritt.</translation>
    </message>
    <message>
        <source>The engine could not be started: {error}</source>
        <translation>Die Engine konnte nicht gestartet werden: {error}</translation>
    </message>
    <message>
        <source>Check the engine environment's Python or the launcher in Settings &gt; Engine.</source>
        <translation>Prüfen Sie das Python der Engine-Umgebung oder den Starter unter Einstellungen &gt; Engine.</translation>
    </message>
    <message>
        <source>Another program took the engine's port {port} while the engine was loading; Ling Desk sent it nothing and stopped the engine.</source>
        <translation>Während die Engine lud, hat ein anderes Programm ihren Port {port} belegt; Ling Desk hat ihm nichts gesendet und die Engine gestoppt.</translation>
    </message>
    <message>
        <source>Stop the program that listens on that port, or set the engine port to 0 so Ling Desk picks a free one, then start again.</source>
        <translation>Beenden Sie das Programm, das auf diesem Port lauscht, oder setzen Sie den Engine-Port auf 0, damit Ling Desk einen freien wählt, und starten Sie dann noch einmal.</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>preparing the launch</source>
        <translation>Start wird vorbereitet</translation>
    </message>
</context>
<context>
    <name>gauges</name>
    <message>
        <source>Live while a reply streams (tokens so far); last = the last finished reply; average = all decoded tokens / all decode time of this engine session.</source>
        <translation>Live, solange eine Antwort gestreamt wird (Token bis jetzt); letzte = die zuletzt fertige Antwort; Mittel = alle dekodierten Token / gesamte Decode-Zeit dieser Engine-Sitzung.</translation>
    </message>
    <message>
        <source>A line whose interval began before the current reply was sent (it counts idle time, so it reads low) is left out; its accept length is kept.</source>
        <translation>Eine Zeile, deren Intervall vor dem Senden der aktuellen Antwort begann (sie zählt Leerlauf mit und liest sich daher zu niedrig), bleibt außen vor; ihre Akzeptanzlänge wird behalten.</translation>
    </message>
    <message>
        <source>Last reply, and the mean over this engine session.</source>
        <translation>Letzte Antwort und der Mittelwert dieser Engine-Sitzung.</translation>
    </message>
    <message>
        <source>Per request: the response's spec_tokens_details.spec_accept_length, reported by the engine at the end of the reply.</source>
        <translation>Pro Anfrage: spec_tokens_details.spec_accept_length der Antwort, von der Engine am Ende der Antwort gemeldet.</translation>
    </message>
    <message>
        <source>Rolling: the engine's `Decode batch` log lines (accept len over the last --decode-log-interval steps), or /metrics counters (generated tokens / verify calls between two polls) when no log line came.</source>
        <translation>Gleitend: die `Decode batch`-Protokollzeilen der Engine (accept len über die letzten --decode-log-interval Schritte) oder, wenn keine Zeile kam, die /metrics-Zähler (erzeugte Token / Verify-Aufrufe zwischen zwei Abfragen).</translation>
    </message>
    <message>
        <source>Decode tok/s is the client's figure; bytes per token is an estimate (see below).</source>
        <translation>Decode-tok/s ist der Wert des Clients; Bytes pro Token sind eine Schätzung (siehe unten).</translation>
    </message>
    <message>
        <source>Sparkline: client decode rate per ~1 s window (dots) and the engine's gen throughput (line), last two minutes.</source>
        <translation>Verlaufslinie: Decode-Rate des Clients pro ~1-s-Fenster (Punkte) und Generierungsdurchsatz der Engine (Linie), letzte zwei Minuten.</translation>
    </message>
    <message>
        <source>Sparkline: the engine's rolling accept length, last two minutes.</source>
        <translation>Verlaufslinie: gleitende Akzeptanzlänge der Engine, letzte zwei Minuten.</translation>
    </message>
    <message>
        <source>the engine stopped answering</source>
        <translation>die Engine antwortet nicht mehr</translation>
    </message>
    <message>
        <source>decode log</source>
        <translation>Decode-Protokoll</translation>
    </message>
    <message>
        <source>/metrics counters</source>
        <translation>/metrics-Zähler</translation>
    </message>
    <message>
        <source>/metrics gauge</source>
        <translation>/metrics-Messwert</translation>
    </message>
    <message>
        <source>live, this reply so far</source>
        <translation>live, diese Antwort bisher</translation>
    </message>
    <message>
        <source>last reply</source>
        <translation>letzte Antwort</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Letzte</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Mittel</translation>
    </message>
    <message numerus="yes">
        <source>%n reply(s)</source>
        <translation>
            <numerusform>%n Antwort</numerusform>
            <numerusform>%n Antworten</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>this reply</source>
        <translation>diese Antwort</translation>
    </message>
    <message>
        <source>TTFT average</source>
        <translation>TTFT-Mittel</translation>
    </message>
    <message>
        <source>Accept (request)</source>
        <translation>Akzeptanz (Anfrage)</translation>
    </message>
    <message numerus="yes">
        <source>%n verify step(s)</source>
        <translation>
            <numerusform>%n Verify-Schritt</numerusform>
            <numerusform>%n Verify-Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Accept (rolling)</source>
        <translation>Akzeptanz (gleitend)</translation>
    </message>
    <message>
        <source>No memory bandwidth is known for this GPU: choose a hardware profile in Settings &gt; Engine.</source>
        <translation>Für diese GPU ist keine Speicherbandbreite bekannt: Wählen Sie unter Einstellungen &gt; Engine ein Hardwareprofil.</translation>
    </message>
    <message>
        <source>No estimate of bytes per token yet.</source>
        <translation>Noch keine Schätzung der Bytes pro Token.</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>client + estimate</source>
        <translation>Client + Schätzung</translation>
    </message>
    <message>
        <source>Batch 1, no speculation: every weight a token uses is read once per decode step.</source>
        <translation>Batch 1, ohne Spekulation: Jedes Gewicht, das ein Token nutzt, wird pro Decode-Schritt einmal gelesen.</translation>
    </message>
    <message>
        <source>MoE: the router, the shared expert and top-k of the routed experts (experts of equal size).</source>
        <translation>MoE: der Router, der geteilte Experte und die Top-k der gerouteten Experten (Experten gleich groß).</translation>
    </message>
    <message>
        <source>LM head read in full (BF16 as stored; 1 byte/param + a scale per row when the FP8 head is on); one embedding row.</source>
        <translation>LM-Head vollständig gelesen (BF16 wie gespeichert; 1 Byte/Parameter + ein Skalierungsfaktor pro Zeile mit FP8-Head); eine Embedding-Zeile.</translation>
    </message>
    <message>
        <source>KDA state and MLA KV cache reads included; activations, writes and the NEXTN draft layer not.</source>
        <translation>Lesen von KDA-Zustand und MLA-KV-Cache eingerechnet; Aktivierungen, Schreibzugriffe und die NEXTN-Entwurfsschicht nicht.</translation>
    </message>
    <message>
        <source>With NEXTN MTP a verify step yields accept-length tokens, so the fraction can exceed 100%.</source>
        <translation>Mit NEXTN MTP liefert ein Verify-Schritt so viele Token wie die Akzeptanzlänge, daher kann der Anteil 100 % übersteigen.</translation>
    </message>
    <message>
        <source>Assumes: {text}</source>
        <translation>Annahme: {text}</translation>
    </message>
    <message>
        <source>counted exactly from the checkpoint's safetensors headers</source>
        <translation>genau aus den safetensors-Headern des Checkpoints gezählt</translation>
    </message>
    <message>
        <source>estimated from config.json's shapes</source>
        <translation>aus den Formen in config.json geschätzt</translation>
    </message>
    <message>
        <source>as stored</source>
        <translation>wie gespeichert</translation>
    </message>
    <message>
        <source>Bytes read per decoded token: {gb} GB ({how}; LM head {head}; context {n} tokens).</source>
        <translation>Gelesene Bytes pro dekodiertem Token: {gb} GB ({how}; LM-Head {head}; Kontext {n} Token).</translation>
    </message>
    <message>
        <source>Bytes read per decoded token: {gb} GB ({how}; LM head {head}).</source>
        <translation>Gelesene Bytes pro dekodiertem Token: {gb} GB ({how}; LM-Head {head}).</translation>
    </message>
    <message>
        <source>{kb} kB per context token</source>
        <translation>{kb} kB pro Kontext-Token</translation>
    </message>
    <message>
        <source>At {bandwidth} GB/s the ceiling is {tps} tok/s.</source>
        <translation>Bei {bandwidth} GB/s liegt die Obergrenze bei {tps} tok/s.</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>Hinweis: {text}</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Applies when Ling Desk restarts.</source>
        <translation>Gilt nach einem Neustart von Ling Desk.</translation>
    </message>
</context>
<context>
    <name>shell</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies when Ling Desk restarts.</source>
        <translation>Die neue Sprache gilt nach einem Neustart von Ling Desk.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Chats</source>
        <translation>Chats</translation>
    </message>
    <message>
        <source>Show or hide the conversation list (Ctrl+Shift+B)</source>
        <translation>Chatliste ein- oder ausblenden (Strg+Umschalt+B)</translation>
    </message>
    <message>
        <source>Show or hide the engine panel</source>
        <translation>Engine-Bereich ein- oder ausblenden</translation>
    </message>
    <message>
        <source>the last conversation</source>
        <translation>den letzten Chat</translation>
    </message>
    <message>
        <source>Local API alarm</source>
        <translation>Alarm der lokalen API</translation>
    </message>
    <message>
        <source>Connect an app…</source>
        <translation>App verbinden …</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>App verbinden</translation>
    </message>
    <message>
        <source>Open the page that says how apps reach Ling</source>
        <translation>Seite öffnen, die zeigt, wie Apps Ling erreichen</translation>
    </message>
    <message>
        <source>⇄ serving {names}</source>
        <translation>⇄ bedient {names}</translation>
    </message>
    <message>
        <source>The engine is answering a request from {names} through the local API.</source>
        <translation>Die Engine beantwortet über die lokale API eine Anfrage von {names}.</translation>
    </message>
    <message>
        <source>Engine lost</source>
        <translation>Engine nicht mehr erreichbar</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Import conversation (JSON)…</source>
        <translation>Chat importieren (JSON) …</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Als Markdown exportieren …</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>Als JSON exportieren …</translation>
    </message>
    <message>
        <source>Documents…</source>
        <translation>Dokumente …</translation>
    </message>
    <message>
        <source>The document library</source>
        <translation>Die Dokumentbibliothek</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen …</translation>
    </message>
    <message>
        <source>Activity log…</source>
        <translation>Aktivitätsprotokoll …</translation>
    </message>
    <message>
        <source>The activity log: who used what, proven unchanged</source>
        <translation>Das Aktivitätsprotokoll: wer was genutzt hat, nachweislich unverändert</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>Verlauf durchsuchen</translation>
    </message>
    <message>
        <source>Copy last code block</source>
        <translation>Letzten Codeblock kopieren</translation>
    </message>
    <message>
        <source>Ask about the clipboard</source>
        <translation>Zur Zwischenablage fragen</translation>
    </message>
    <message>
        <source>Rename chat</source>
        <translation>Chat umbenennen</translation>
    </message>
    <message>
        <source>Conversation settings…</source>
        <translation>Chat-Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>The side panel: a narrow chat, always on top</source>
        <translation>Die Seitenleiste: ein schmaler Chat, immer im Vordergrund</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>Chatliste</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>Chatliste ein- oder ausblenden</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>E&amp;ngine</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Show log…</source>
        <translation>Protokoll anzeigen …</translation>
    </message>
    <message>
        <source>Connect an app (editors, agents)…</source>
        <translation>App verbinden (Editoren, Agenten) …</translation>
    </message>
    <message>
        <source>Benchmark: the optimization ladder…</source>
        <translation>Benchmark: die Optimierungsleiter …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Stop the answer; in the search, clear it</source>
        <translation>Antwort anhalten; in der Suche: Suche leeren</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Larger text (the window and the chat)</source>
        <translation>Größere Schrift (Fenster und Chat)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinere Schrift</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>Text at its usual size</source>
        <translation>Schrift in normaler Größe</translation>
    </message>
    <message>
        <source>Restored “{title}”.</source>
        <translation>„{title}“ wiederhergestellt.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details …</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Engine gestoppt</translation>
    </message>
    <message>
        <source>Engine starting</source>
        <translation>Engine startet</translation>
    </message>
    <message>
        <source>Engine loading</source>
        <translation>Engine lädt</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>Engine bereit</translation>
    </message>
    <message>
        <source>Engine stopping</source>
        <translation>Engine wird gestoppt</translation>
    </message>
    <message>
        <source>Engine crashed</source>
        <translation>Engine abgestürzt</translation>
    </message>
    <message>
        <source>Engine not started</source>
        <translation>Engine nicht gestartet</translation>
    </message>
    <message>
        <source>Ling Desk did not reopen “{title}”: it could not be shown last time; open it from the list.</source>
        <translation>Ling Desk hat „{title}“ nicht wieder geöffnet: Der Chat konnte beim letzten Mal nicht angezeigt werden; öffnen Sie ihn in der Liste.</translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>Engine checks</source>
        <translation>Engine-Prüfungen</translation>
    </message>
    <message>
        <source>Each check's verdict; a row opens its evidence</source>
        <translation>Das Ergebnis jeder Prüfung; eine Zeile öffnet ihren Nachweis</translation>
    </message>
    <message>
        <source>Engine log</source>
        <translation>Engine-Protokoll</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Replies are slower than expected ({what}): see Engine.</source>
        <translation>Antworten sind langsamer als erwartet ({what}): siehe Engine.</translation>
    </message>
    <message>
        <source>Open the set-up page's step 2 (Model): Download model fetches Ling-3.0-flash (about 60 GB), or Choose folder… takes a copy already on this machine.</source>
        <translation>Öffnen Sie Schritt 2 (Modell) der Einrichtung: „Modell herunterladen“ holt Ling-3.0-flash (etwa 60 GB), „Ordner wählen …“ nimmt eine Kopie, die schon auf diesem Rechner liegt.</translation>
    </message>
    <message>
        <source>Fix the setting named above in Settings &gt; Engine, then start again.</source>
        <translation>Korrigieren Sie die oben genannte Einstellung unter Einstellungen &gt; Engine und starten Sie dann erneut.</translation>
    </message>
    <message>
        <source>Check the engine environment's Python or the launcher in Settings &gt; Engine.</source>
        <translation>Prüfen Sie das Python der Engine-Umgebung oder den Starter unter Einstellungen &gt; Engine.</translation>
    </message>
    <message>
        <source>Start it again: a first start compiles kernels and can be slow. If it stops at the same stage again, read the log (Show log); raise the ready timeout in Settings &gt; Engine if this machine is simply slow.</source>
        <translation>Erneut starten: Ein erster Start kompiliert Kernel und kann dauern. Bleibt sie wieder an derselben Stelle stehen, lesen Sie das Protokoll (Protokoll zeigen); ist der Rechner einfach langsam, erhöhen Sie die Bereitschaftsfrist unter Einstellungen &gt; Engine.</translation>
    </message>
    <message>
        <source>Checking that a tool call comes back structured.</source>
        <translation>Es wird geprüft, ob ein Tool-Aufruf strukturiert zurückkommt.</translation>
    </message>
    <message>
        <source>Not running: what happened and what to do are in the red card above.</source>
        <translation>Läuft nicht: Was passiert ist und was zu tun ist, steht in der roten Karte oben.</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Engine gestoppt</translation>
    </message>
    <message>
        <source>Engine starting</source>
        <translation>Engine startet</translation>
    </message>
    <message>
        <source>Engine loading</source>
        <translation>Engine lädt</translation>
    </message>
    <message>
        <source>Engine stopping</source>
        <translation>Engine stoppt</translation>
    </message>
    <message>
        <source>Starting the engine</source>
        <translation>Engine wird gestartet</translation>
    </message>
    <message>
        <source>Loading the weights</source>
        <translation>Gewichte werden geladen</translation>
    </message>
    <message>
        <source>Setting up the caches</source>
        <translation>Caches werden eingerichtet</translation>
    </message>
    <message>
        <source>Compiling Humming's kernels</source>
        <translation>Humming-Kernel werden kompiliert</translation>
    </message>
    <message>
        <source>Capturing CUDA graphs</source>
        <translation>CUDA-Graphen werden erfasst</translation>
    </message>
    <message>
        <source>Warming up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>Waiting for evidence from this start.</source>
        <translation>Warten auf Nachweise aus diesem Start.</translation>
    </message>
    <message>
        <source>──── engine start {time} ────</source>
        <translation>──── Engine-Start {time} ────</translation>
    </message>
    <message>
        <source>Preparing the launch.</source>
        <translation>Start wird vorbereitet.</translation>
    </message>
    <message>
        <source>The engine stopped.</source>
        <translation>Die Engine wurde beendet.</translation>
    </message>
    <message>
        <source>Read the log.</source>
        <translation>Lesen Sie das Protokoll.</translation>
    </message>
    <message>
        <source>Engine looks stuck at {stage}</source>
        <translation>Engine hängt offenbar bei „{stage}“</translation>
    </message>
    <message>
        <source>Preparing the launch</source>
        <translation>Start wird vorbereitet</translation>
    </message>
    <message>
        <source>Loading the weights ({percent}%)</source>
        <translation>Gewichte werden geladen ({percent} %)</translation>
    </message>
    <message>
        <source>Engine could not start</source>
        <translation>Engine konnte nicht starten</translation>
    </message>
    <message>
        <source>Engine lost</source>
        <translation>Engine nicht mehr erreichbar</translation>
    </message>
    <message>
        <source>Engine crashed</source>
        <translation>Engine abgestürzt</translation>
    </message>
    <message>
        <source>Engine not answering</source>
        <translation>Engine antwortet nicht</translation>
    </message>
    <message>
        <source>Engine stopped while stuck at {stage}</source>
        <translation>Engine gestoppt, während sie bei „{stage}“ hing</translation>
    </message>
    <message numerus="yes">
        <source>Ling Desk's own engine on %n machine(s): rank 0 here, rank 1 through `{via}`; logs of both below, tagged by rank.</source>
        <translation>
            <numerusform>Ling Desks eigene Engine auf %n Rechner: Rank 0 hier, Rank 1 über `{via}`; die Protokolle beider unten, nach Rank markiert.</numerusform>
            <numerusform>Ling Desks eigene Engine auf %n Rechnern: Rank 0 hier, Rank 1 über `{via}`; die Protokolle beider unten, nach Rank markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ling Desk's own engine on this machine (127.0.0.1).</source>
        <translation>Ling Desks eigene Engine auf diesem Rechner (127.0.0.1).</translation>
    </message>
    <message>
        <source>stopped while stuck at {stage}</source>
        <translation>gestoppt, während sie bei „{stage}“ hing</translation>
    </message>
    <message>
        <source>loading weights {percent}% ({done}/{total})</source>
        <translation>Gewichte werden geladen: {percent} % ({done}/{total})</translation>
    </message>
    <message>
        <source>capturing {name} CUDA graphs</source>
        <translation>CUDA-Graphen {name} werden erfasst</translation>
    </message>
    <message>
        <source>allocating caches</source>
        <translation>Caches werden angelegt</translation>
    </message>
    <message>
        <source>The engine stopped answering (no answer to its health check for {seconds} s): it may be frozen or paused.</source>
        <translation>Die Engine antwortet nicht mehr (seit {seconds} s keine Antwort auf ihre Zustandsprüfung): Sie ist vielleicht eingefroren oder angehalten.</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>The engine did not become ready within {limit} (the ready timeout in Settings &gt; Engine); it was at {stage}.</source>
        <translation>Die Engine wurde nicht innerhalb von {limit} bereit (die Bereitschaftsfrist unter Einstellungen &gt; Engine); sie war bei „{stage}“.</translation>
    </message>
    <message>
        <source>The engine crashed ({how}); restarting in {seconds} s.</source>
        <translation>Die Engine ist abgestürzt ({how}); Neustart in {seconds} s.</translation>
    </message>
    <message>
        <source>No model folder is set, and no downloaded copy of Ling-3.0-flash-fp4 was found on this machine.</source>
        <translation>Es ist kein Modellordner festgelegt, und auf diesem Rechner wurde keine heruntergeladene Kopie von Ling-3.0-flash-fp4 gefunden.</translation>
    </message>
    <message>
        <source>The model folder {path} does not exist (moved, or a drive not mounted).</source>
        <translation>Der Modellordner {path} existiert nicht (verschoben oder ein Laufwerk nicht eingehängt).</translation>
    </message>
    <message>
        <source>The folder {path} holds no config.json: it is not a model checkpoint.</source>
        <translation>Der Ordner {path} enthält keine config.json: Er ist kein Modell-Checkpoint.</translation>
    </message>
    <message>
        <source>{url} is neither loopback nor https, so its key is not sent there in clear text. Use the server's https address, or remove the key in Settings &gt; Engine.</source>
        <translation>{url} ist weder Loopback noch https, daher wird sein Schlüssel nicht im Klartext dorthin gesendet. Verwenden Sie die https-Adresse des Servers oder entfernen Sie den Schlüssel unter Einstellungen &gt; Engine.</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Kein Speicher mehr</translation>
    </message>
    <message>
        <source>Port in use</source>
        <translation>Port belegt</translation>
    </message>
    <message>
        <source>Model missing</source>
        <translation>Modell fehlt</translation>
    </message>
    <message>
        <source>CUDA error</source>
        <translation>CUDA-Fehler</translation>
    </message>
    <message>
        <source>GPU kernel fault</source>
        <translation>GPU-Kernel-Fehler</translation>
    </message>
    <message>
        <source>Python error</source>
        <translation>Python-Fehler</translation>
    </message>
    <message>
        <source>Not ready in time</source>
        <translation>Nicht rechtzeitig bereit</translation>
    </message>
    <message>
        <source>Could not launch</source>
        <translation>Start nicht möglich</translation>
    </message>
    <message>
        <source>Settings problem</source>
        <translation>Problem in den Einstellungen</translation>
    </message>
    <message>
        <source>Stopped unexpectedly</source>
        <translation>Unerwartet beendet</translation>
    </message>
    <message>
        <source>another program took its port</source>
        <translation>ein anderes Programm hat ihren Port belegt</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>Abhilfe:</translation>
    </message>
    <message>
        <source>Last lines of the engine log</source>
        <translation>Letzte Zeilen des Engine-Protokolls</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Details kopieren</translation>
    </message>
    <message>
        <source>Copy what happened and the log's last lines</source>
        <translation>Kopiert, was passiert ist, und die letzten Zeilen des Protokolls</translation>
    </message>
    <message>
        <source>The engine's last words before it ended</source>
        <translation>Die letzten Ausgaben der Engine, bevor sie endete</translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation>Engine neu starten</translation>
    </message>
    <message>
        <source>Start the engine again</source>
        <translation>Die Engine noch einmal starten</translation>
    </message>
    <message>
        <source>The engine stopped: {why}</source>
        <translation>Die Engine wurde beendet: {why}</translation>
    </message>
    <message>
        <source>The engine could not start: {why}</source>
        <translation>Die Engine konnte nicht starten: {why}</translation>
    </message>
    <message>
        <source>Ling Desk stopped the engine: {why}</source>
        <translation>Ling Desk hat die Engine gestoppt: {why}</translation>
    </message>
    <message>
        <source>{title} (again: attempt {attempt}, {time})</source>
        <translation>{title} (erneut: Versuch {attempt}, {time})</translation>
    </message>
    <message>
        <source>{title} ({time})</source>
        <translation>{title} ({time})</translation>
    </message>
    <message>
        <source>{summary} ({how})</source>
        <translation>{summary} ({how})</translation>
    </message>
    <message>
        <source>Technical detail: {detail}</source>
        <translation>Technische Details: {detail}</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Start the engine (checks run again on every start)</source>
        <translation>Engine starten (die Prüfungen laufen bei jedem Start erneut)</translation>
    </message>
    <message>
        <source>Stop the engine and every process it started</source>
        <translation>Die Engine und alle von ihr gestarteten Prozesse stoppen</translation>
    </message>
    <message>
        <source>Stop, then start again; the checks re-run</source>
        <translation>Stoppen, dann noch einmal starten; die Prüfungen laufen erneut</translation>
    </message>
    <message>
        <source>{stall} Stop or Restart it, or read the log below.</source>
        <translation>{stall} Stoppen oder starten Sie sie neu, oder lesen Sie das Protokoll unten.</translation>
    </message>
    <message>
        <source>{lent}: Cancel the benchmark to use it for chat.</source>
        <translation>{lent}: Brechen Sie den Benchmark ab, um sie für den Chat zu nutzen.</translation>
    </message>
    <message>
        <source>Not answering</source>
        <translation>Antwortet nicht</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Stopped by Ling Desk</source>
        <translation>Von Ling Desk gestoppt</translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation>Abgestürzt</translation>
    </message>
    <message>
        <source>Could not start</source>
        <translation>Konnte nicht starten</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Stoppt</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Benchmark running</source>
        <translation>Benchmark läuft</translation>
    </message>
    <message>
        <source>{time} elapsed</source>
        <translation>{time} vergangen</translation>
    </message>
    <message>
        <source>last start took {time}</source>
        <translation>letzter Start dauerte {time}</translation>
    </message>
    <message>
        <source>looks stuck</source>
        <translation>hängt offenbar</translation>
    </message>
    <message>
        <source>~{time} left</source>
        <translation>noch ~{time}</translation>
    </message>
    <message>
        <source>taking longer</source>
        <translation>dauert länger</translation>
    </message>
    <message>
        <source>first start: no estimate yet</source>
        <translation>erster Start: noch keine Schätzung</translation>
    </message>
    <message>
        <source>ready in {time}</source>
        <translation>bereit nach {time}</translation>
    </message>
    <message>
        <source>no figure yet</source>
        <translation>noch kein Wert</translation>
    </message>
    <message>
        <source>{label}: {value} ({how})</source>
        <translation>{label}: {value} ({how})</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>Quelle: {source}</translation>
    </message>
    <message>
        <source>tok/step</source>
        <translation>tok/Schritt</translation>
    </message>
    <message>
        <source>s</source>
        <comment>unit: seconds</comment>
        <translation>s</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>no data yet</source>
        <translation>noch keine Daten</translation>
    </message>
    <message>
        <source>Decode speed</source>
        <translation>Decode-Geschwindigkeit</translation>
    </message>
    <message>
        <source>Accept length</source>
        <translation>Akzeptanzlänge</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Bandwidth roofline</source>
        <translation>Bandbreiten-Roofline</translation>
    </message>
    <message>
        <source>⇄ Serving {apps} through the local API: the engine's figures are its request.</source>
        <translation>⇄ Bedient {apps} über die lokale API: Die Werte der Engine gehören zu dieser Anfrage.</translation>
    </message>
    <message>
        <source>{lent}. Its figures are in the benchmark window.</source>
        <translation>{lent}. Die Werte stehen im Benchmark-Fenster.</translation>
    </message>
    <message>
        <source>benchmark running</source>
        <translation>Benchmark läuft</translation>
    </message>
    <message>
        <source>last</source>
        <comment>the last reply's figure</comment>
        <translation>letzte</translation>
    </message>
    <message>
        <source>avg</source>
        <translation>Ø</translation>
    </message>
    <message>
        <source>engine</source>
        <comment>the engine's figure</comment>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Engine vs client: {diff}% (engine {engine}, client {client} tok/s). They differ by design a little: the engine counts its last decode-log interval, the client a whole reply.</source>
        <translation>Engine gegenüber Client: {diff} % (Engine {engine}, Client {client} tok/s). Sie weichen bauartbedingt etwas ab: Die Engine zählt ihr letztes Decode-Protokollintervall, der Client eine ganze Antwort.</translation>
    </message>
    <message>
        <source>● live</source>
        <translation>● live</translation>
    </message>
    <message>
        <source>engine not answering</source>
        <translation>Engine antwortet nicht</translation>
    </message>
    <message>
        <source>startup probe</source>
        <translation>Starttest</translation>
    </message>
    <message>
        <source>client</source>
        <comment>the client's figure</comment>
        <translation>Client</translation>
    </message>
    <message>
        <source>no reply yet</source>
        <translation>noch keine Antwort</translation>
    </message>
    <message>
        <source>last reply</source>
        <translation>letzte Antwort</translation>
    </message>
    <message>
        <source>rolling</source>
        <translation>gleitend</translation>
    </message>
    <message>
        <source>no speculative decode seen</source>
        <translation>kein spekulatives Decoding gesehen</translation>
    </message>
    <message>
        <source>of {ceiling} tok/s at {bandwidth} GB/s</source>
        <translation>von {ceiling} tok/s bei {bandwidth} GB/s</translation>
    </message>
    <message>
        <source>no bandwidth known for this GPU</source>
        <translation>Bandbreite dieser GPU unbekannt</translation>
    </message>
    <message>
        <source>Loading NEXTN draft weights {percent}% ({done}/{total} shards)</source>
        <translation>NEXTN-Entwurfsgewichte werden geladen: {percent} % ({done}/{total} Shards)</translation>
    </message>
    <message>
        <source>Loading NEXTN draft weights {percent}%</source>
        <translation>NEXTN-Entwurfsgewichte werden geladen: {percent} %</translation>
    </message>
    <message>
        <source>Loading weights {percent}% ({done}/{total} shards)</source>
        <translation>Gewichte werden geladen: {percent} % ({done}/{total} Shards)</translation>
    </message>
    <message>
        <source>Loading weights {percent}%</source>
        <translation>Gewichte werden geladen: {percent} %</translation>
    </message>
    <message>
        <source>Allocating caches</source>
        <translation>Caches werden angelegt</translation>
    </message>
    <message>
        <source>Compiling Humming kernels</source>
        <translation>Humming-Kernel werden kompiliert</translation>
    </message>
    <message>
        <source>Capturing CUDA graphs: {name} ({done}/{total}), compiling Humming kernels on first use</source>
        <translation>CUDA-Graphen werden erfasst: {name} ({done}/{total}), Humming-Kernel werden bei erster Nutzung kompiliert</translation>
    </message>
    <message>
        <source>Capturing CUDA graphs: {name} ({done}/{total})</source>
        <translation>CUDA-Graphen werden erfasst: {name} ({done}/{total})</translation>
    </message>
    <message>
        <source>Engine says ready; waiting for /health</source>
        <translation>Engine meldet bereit; warte auf /health</translation>
    </message>
    <message>
        <source>Warming up (the engine's first request)</source>
        <translation>Aufwärmen (die erste Anfrage der Engine)</translation>
    </message>
    <message>
        <source>All lines</source>
        <translation>Alle Zeilen</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Warnungen und Fehler</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Nur Fehler</translation>
    </message>
    <message>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
    <message>
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <source>({count} more characters, full line in engine.log)</source>
        <translation>({count} weitere Zeichen, ganze Zeile in engine.log)</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Protokoll durchsuchen</translation>
    </message>
    <message>
        <source>Enter: next match; Shift+Enter: previous match</source>
        <translation>Enter: nächster Treffer; Umschalt+Enter: vorheriger Treffer</translation>
    </message>
    <message>
        <source>Only matching</source>
        <translation>Nur Treffer</translation>
    </message>
    <message>
        <source>Show only the lines that contain the search text</source>
        <translation>Nur die Zeilen zeigen, die den Suchtext enthalten</translation>
    </message>
    <message>
        <source>Which lines to show: all, warnings and errors, or one stream</source>
        <translation>Welche Zeilen gezeigt werden: alle, Warnungen und Fehler oder ein Ausgabestrom</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the selection, or every shown line when none is selected</source>
        <translation>Die Auswahl kopieren, ohne Auswahl alle gezeigten Zeilen</translation>
    </message>
    <message>
        <source>The engine's output, newest at the end</source>
        <translation>Die Ausgabe der Engine, das Neueste am Ende</translation>
    </message>
    <message>
        <source>The engine's output appears here once it starts.</source>
        <translation>Die Ausgabe der Engine erscheint hier, sobald sie startet.</translation>
    </message>
    <message>
        <source>In the engine log's search: the previous match</source>
        <translation>In der Suche im Engine-Protokoll: vorheriger Treffer</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>NEXTN MTP</source>
        <translation>NEXTN MTP</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Noch nicht geprüft.</translation>
    </message>
    <message>
        <source>Not checked: the engine is not running.</source>
        <translation>Nicht geprüft: Die Engine läuft nicht.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>unprovable</source>
        <translation>aus der Ferne nicht beweisbar</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{title} failed</source>
        <translation>{title} fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n optimization(s) failed</source>
        <translation>
            <numerusform>%n Optimierung fehlgeschlagen</numerusform>
            <numerusform>%n Optimierungen fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready, slower than it should be: {what}</source>
        <translation>Bereit, aber zu langsam: {what}</translation>
    </message>
    <message>
        <source>Engine failed</source>
        <translation>Engine fehlgeschlagen</translation>
    </message>
    <message>
        <source>{titles}: warning</source>
        <translation>{titles}: Warnung</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Noch nicht geprüft</translation>
    </message>
    <message>
        <source>Checking optimizations ({done}/3 verified)</source>
        <translation>Optimierungen werden geprüft ({done}/3 bestätigt)</translation>
    </message>
    <message>
        <source>{on} of 3 optimizations verified; not provable remotely: {titles}</source>
        <translation>{on} von 3 Optimierungen bestätigt; aus der Ferne nicht beweisbar: {titles}</translation>
    </message>
    <message>
        <source>{on} of 3 optimizations verified; off: {titles}</source>
        <translation>{on} von 3 Optimierungen bestätigt; aus: {titles}</translation>
    </message>
    <message>
        <source>All 3 optimizations verified</source>
        <translation>Alle 3 Optimierungen bestätigt</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>Nachweis:</translation>
    </message>
    <message>
        <source>What to do: {remedy}</source>
        <translation>Abhilfe: {remedy}</translation>
    </message>
    <message>
        <source>This check took {seconds} s to decide.</source>
        <translation>Diese Prüfung brauchte {seconds} s bis zum Ergebnis.</translation>
    </message>
    <message>
        <source>Open settings</source>
        <translation>Einstellungen öffnen</translation>
    </message>
    <message>
        <source>Show log</source>
        <translation>Protokoll zeigen</translation>
    </message>
    <message>
        <source>Copy this check's verdict, evidence and remedy</source>
        <translation>Ergebnis, Nachweis und Abhilfe dieser Prüfung kopieren</translation>
    </message>
    <message>
        <source>For the check {title}</source>
        <translation>Für die Prüfung {title}</translation>
    </message>
    <message>
        <source>{title} failed: {summary}</source>
        <translation>{title} fehlgeschlagen: {summary}</translation>
    </message>
    <message>
        <source>{title}: {status}
{summary}
Click for the evidence and the fix.</source>
        <translation>{title}: {status}
{summary}
Klicken für Nachweis und Abhilfe.</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <source>(seen in this run)</source>
        <translation>(in diesem Lauf gesehen)</translation>
    </message>
    <message>
        <source>No evidence yet.</source>
        <translation>Noch kein Nachweis.</translation>
    </message>
    <message>
        <source>Technical detail:</source>
        <translation>Technische Details:</translation>
    </message>
    <message>
        <source>Optimizations</source>
        <translation>Optimierungen</translation>
    </message>
    <message>
        <source>All checks</source>
        <translation>Alle Prüfungen</translation>
    </message>
    <message>
        <source>Show every preflight and live check, not just the six main rows</source>
        <translation>Alle Vorab- und Live-Prüfungen zeigen, nicht nur die sechs Hauptzeilen</translation>
    </message>
    <message>
        <source>Overall: red when any optimization failed, amber on a warning, grey while checks run, green only when all three are verified with evidence from this run.</source>
        <translation>Gesamt: rot, wenn eine Optimierung fehlschlug, gelb bei einer Warnung, grau während Prüfungen laufen, grün nur, wenn alle drei mit Nachweisen aus diesem Lauf bestätigt sind.</translation>
    </message>
</context>
<context>
    <name>telemetry</name>
    <message>
        <source>Decode speed (client): completion tokens generated after the first chunk, divided by the time from the first chunk to the last. Time to first token is not included.</source>
        <translation>Decode-Geschwindigkeit (Client): nach dem ersten Chunk erzeugte Completion-Token, geteilt durch die Zeit vom ersten bis zum letzten Chunk. Die Zeit bis zum ersten Token zählt nicht mit.</translation>
    </message>
    <message>
        <source>Time to first token (client): from sending the request to the arrival of the first chunk that carries generated text (thinking or answer).</source>
        <translation>Zeit bis zum ersten Token (Client): vom Senden der Anfrage bis zum Eintreffen des ersten Chunks mit erzeugtem Text (Denken oder Antwort).</translation>
    </message>
    <message>
        <source>Accept length (engine): tokens produced per verify step of speculative decoding, SGLang's spec_accept_length. 1.00 means every draft was rejected; up to 4 with 3 MTP steps.</source>
        <translation>Akzeptanzlänge (Engine): Token pro Verify-Schritt des spekulativen Decodings, SGLangs spec_accept_length. 1,00 heißt, jeder Entwurf wurde verworfen; bis zu 4 bei 3 MTP-Schritten.</translation>
    </message>
    <message>
        <source>Engine throughput (engine): SGLang's gen throughput, tokens generated per second over its last decode-log interval (--decode-log-interval steps).</source>
        <translation>Engine-Durchsatz (Engine): SGLangs gen throughput, erzeugte Token pro Sekunde über das letzte Decode-Protokollintervall (--decode-log-interval Schritte).</translation>
    </message>
    <message>
        <source>Fraction of the memory-bandwidth roofline: decode tok/s x bytes read per decoded token, divided by the GPU's peak bandwidth.</source>
        <translation>Anteil an der Speicherbandbreiten-Roofline: Decode-tok/s × gelesene Bytes pro dekodiertem Token, geteilt durch die Spitzenbandbreite der GPU.</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>{tokens} tokens in {seconds} s</source>
        <translation>{tokens} Token in {seconds} s</translation>
    </message>
    <message>
        <source>{tokens} tokens</source>
        <translation>{tokens} Token</translation>
    </message>
    <message>
        <source>in {seconds} s</source>
        <translation>in {seconds} s</translation>
    </message>
    <message>
        <source>TTFT {seconds} s</source>
        <translation>TTFT {seconds} s</translation>
    </message>
    <message>
        <source>decode {tps} tok/s</source>
        <translation>Decode {tps} tok/s</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the figures of a measurement</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>and {n} more</source>
        <translation>und {n} weitere</translation>
    </message>
    <message>
        <source>{file} is missing (the hub lists {want} bytes)</source>
        <translation>{file} fehlt (der Hub nennt {want} Bytes)</translation>
    </message>
    <message>
        <source>{file} has {size} bytes, the hub lists {want}</source>
        <translation>{file} hat {size} Bytes, der Hub nennt {want}</translation>
    </message>
    <message>
        <source>No model folder is set and no local copy of inclusionAI/Ling-3.0-flash-fp4 was found in the Hugging Face cache.</source>
        <translation>Es ist kein Modellordner festgelegt, und im Hugging-Face-Cache liegt keine lokale Kopie von inclusionAI/Ling-3.0-flash-fp4.</translation>
    </message>
    <message>
        <source>Download the model (press Download model in the window), or choose a folder that already holds the checkpoint (Settings &gt; Engine &gt; Model folder).</source>
        <translation>Laden Sie das Modell herunter (im Fenster auf „Modell herunterladen“ klicken) oder wählen Sie einen Ordner, der den Checkpoint schon enthält (Einstellungen &gt; Engine &gt; Modellordner).</translation>
    </message>
    <message>
        <source>From a terminal: `ling-desk model download`, or pass --model PATH (a folder with config.json and the safetensors shards).</source>
        <translation>Im Terminal: `ling-desk model download` oder --model PATH übergeben (ein Ordner mit config.json und den safetensors-Shards).</translation>
    </message>
    <message>
        <source>The model folder {path} does not exist.</source>
        <translation>Der Modellordner {path} existiert nicht.</translation>
    </message>
    <message>
        <source>Point Settings &gt; Engine &gt; Model folder at a downloaded Ling-3.0-flash checkpoint.</source>
        <translation>Lassen Sie Einstellungen &gt; Engine &gt; Modellordner auf einen heruntergeladenen Ling-3.0-flash-Checkpoint zeigen.</translation>
    </message>
    <message>
        <source>On the command line: --model PATH.</source>
        <translation>Auf der Kommandozeile: --model PATH.</translation>
    </message>
    <message>
        <source>{path} is a file, not a model folder.</source>
        <translation>{path} ist eine Datei, kein Modellordner.</translation>
    </message>
    <message>
        <source>Choose the folder that holds the model, not a file in it.</source>
        <translation>Wählen Sie den Ordner, der das Modell enthält, nicht eine Datei darin.</translation>
    </message>
    <message>
        <source>--model takes the folder that holds config.json.</source>
        <translation>--model erwartet den Ordner, der config.json enthält.</translation>
    </message>
    <message>
        <source>the hub listing of {repo} at {commit}</source>
        <translation>der Hub-Liste von {repo} bei {commit}</translation>
    </message>
    <message>
        <source>The download into {path} has not finished.</source>
        <translation>Der Download nach {path} ist nicht abgeschlossen.</translation>
    </message>
    <message>
        <source>Run the download again: it finishes the rest.</source>
        <translation>Laden Sie noch einmal herunter: Der Download holt den Rest.</translation>
    </message>
    <message>
        <source>{count} file(s) differ from {where}: {files}</source>
        <translation>{count} Datei(en) weichen von {where} ab: {files}</translation>
    </message>
    <message>
        <source>Run the download again: it fetches what is missing or wrong.</source>
        <translation>Laden Sie noch einmal herunter: Der Download holt, was fehlt oder falsch ist.</translation>
    </message>
    <message>
        <source>every file matches the size in {where}</source>
        <translation>jede Datei hat die Größe aus {where}</translation>
    </message>
    <message>
        <source>{path} is missing: this is not a Hugging Face model folder.</source>
        <translation>{path} fehlt: Dies ist kein Hugging-Face-Modellordner.</translation>
    </message>
    <message>
        <source>Download the whole checkpoint: its config file, tokenizer and weight shards.</source>
        <translation>Laden Sie den ganzen Checkpoint herunter: Konfigurationsdatei, Tokenizer und Gewichts-Shards.</translation>
    </message>
    <message>
        <source>config.json, the tokenizer files and the safetensors shards.</source>
        <translation>config.json, die Tokenizer-Dateien und die safetensors-Shards.</translation>
    </message>
    <message>
        <source>{path} cannot be read as JSON: {error}</source>
        <translation>{path} lässt sich nicht als JSON lesen: {error}</translation>
    </message>
    <message>
        <source>Download the checkpoint's config file again; it is damaged.</source>
        <translation>Laden Sie die Konfigurationsdatei des Checkpoints erneut herunter; sie ist beschädigt.</translation>
    </message>
    <message>
        <source>The file is config.json.</source>
        <translation>Die Datei ist config.json.</translation>
    </message>
    <message>
        <source>config.json says architectures={archs}, not {wanted}: this is not a Ling-3.0-flash checkpoint.</source>
        <translation>config.json nennt architectures={archs}, nicht {wanted}: Dies ist kein Ling-3.0-flash-Checkpoint.</translation>
    </message>
    <message>
        <source>Point the model folder at inclusionAI/Ling-3.0-flash-fp4 (or another Ling-3.0-flash checkpoint).</source>
        <translation>Lassen Sie den Modellordner auf inclusionAI/Ling-3.0-flash-fp4 (oder einen anderen Ling-3.0-flash-Checkpoint) zeigen.</translation>
    </message>
    <message>
        <source>config.json has num_nextn_predict_layers={layers}: no NEXTN (MTP) layer to draft with.</source>
        <translation>config.json hat num_nextn_predict_layers={layers}: keine NEXTN-(MTP-)Schicht für Entwürfe.</translation>
    </message>
    <message>
        <source>Use a checkpoint that ships the NEXTN layer, or turn off NEXTN MTP in Settings.</source>
        <translation>Verwenden Sie einen Checkpoint mit NEXTN-Schicht oder schalten Sie NEXTN MTP in den Einstellungen aus.</translation>
    </message>
    <message>
        <source>quantization_config ({method}) leaves lm_head unquantized (ignored: {names})</source>
        <translation>quantization_config ({method}) lässt lm_head unquantisiert (ignoriert: {names})</translation>
    </message>
    <message>
        <source>config.json has no quantization_config: lm_head is stored unquantized</source>
        <translation>config.json hat keine quantization_config: lm_head ist unquantisiert gespeichert</translation>
    </message>
    <message>
        <source>{file} cannot be read: {error}</source>
        <translation>{file} lässt sich nicht lesen: {error}</translation>
    </message>
    <message>
        <source>Download the checkpoint's index file again.</source>
        <translation>Laden Sie die Indexdatei des Checkpoints erneut herunter.</translation>
    </message>
    <message>
        <source>{file} in {path} names no weight shards.</source>
        <translation>{file} in {path} nennt keine Gewichts-Shards.</translation>
    </message>
    <message>
        <source>Download the whole checkpoint: its weight files are not here.</source>
        <translation>Laden Sie den ganzen Checkpoint herunter: Seine Gewichtsdateien fehlen hier.</translation>
    </message>
    <message>
        <source>{path} holds no {file} and no *.safetensors file.</source>
        <translation>{path} enthält weder {file} noch eine *.safetensors-Datei.</translation>
    </message>
    <message>
        <source>Download the checkpoint's weight files.</source>
        <translation>Laden Sie die Gewichtsdateien des Checkpoints herunter.</translation>
    </message>
    <message>
        <source>The weight files are the *.safetensors shards.</source>
        <translation>Die Gewichtsdateien sind die *.safetensors-Shards.</translation>
    </message>
    <message>
        <source>{file} is not a readable safetensors file: {error}</source>
        <translation>{file} ist keine lesbare safetensors-Datei: {error}</translation>
    </message>
    <message>
        <source>Download the weight files named above again: they cannot be read.</source>
        <translation>Laden Sie die oben genannten Gewichtsdateien erneut herunter: Sie lassen sich nicht lesen.</translation>
    </message>
    <message>
        <source>{missing} of the {count} shards named in {file} are missing: {shown}</source>
        <translation>{missing} der {count} in {file} genannten Shards fehlen: {shown}</translation>
    </message>
    <message>
        <source>Finish the download.</source>
        <translation>Schließen Sie den Download ab.</translation>
    </message>
    <message>
        <source>`hf download` resumes it.</source>
        <translation>`hf download` setzt ihn fort.</translation>
    </message>
    <message>
        <source>{empty} of the {count} shards are empty: {shown}</source>
        <translation>{empty} der {count} Shards sind leer: {shown}</translation>
    </message>
    <message>
        <source>Download the checkpoint again; these weight files hold nothing.</source>
        <translation>Laden Sie den Checkpoint erneut herunter; diese Gewichtsdateien enthalten nichts.</translation>
    </message>
    <message>
        <source>{count} safetensors files, {size} on disk</source>
        <translation>{count} safetensors-Dateien, {size} auf der Festplatte</translation>
    </message>
    <message>
        <source>The shards hold {size} bytes but {file} says the tensors alone take {total}: some shards are truncated.</source>
        <translation>Die Shards umfassen {size} Bytes, laut {file} brauchen die Tensoren allein {total}: Einige Shards sind abgeschnitten.</translation>
    </message>
    <message>
        <source>Download the checkpoint again; an interrupted download left short files.</source>
        <translation>Laden Sie den Checkpoint erneut herunter; ein abgebrochener Download hat zu kurze Dateien hinterlassen.</translation>
    </message>
    <message>
        <source>NEXTN layer weights present ({count} tensors under {prefix}*, e.g. {example})</source>
        <translation>NEXTN-Schichtgewichte vorhanden ({count} Tensoren unter {prefix}*, z. B. {example})</translation>
    </message>
    <message>
        <source>config.json announces a NEXTN layer but the weights have none under {prefix}* ({names}): the checkpoint's MTP layer is missing.</source>
        <translation>config.json kündigt eine NEXTN-Schicht an, aber die Gewichte haben keine unter {prefix}* ({names}): Die MTP-Schicht des Checkpoints fehlt.</translation>
    </message>
    <message>
        <source>Use the full checkpoint (with its MTP layer), or turn off NEXTN MTP in Settings.</source>
        <translation>Verwenden Sie den vollständigen Checkpoint (mit MTP-Schicht) oder schalten Sie NEXTN MTP in den Einstellungen aus.</translation>
    </message>
    <message>
        <source>Use a checkpoint whose output head is stored in BF16 (Ling-3.0-flash-fp4's is), or turn off the FP8 LM head in Settings &gt; Optimizations.</source>
        <translation>Verwenden Sie einen Checkpoint, dessen Ausgabe-Head in BF16 gespeichert ist (wie bei Ling-3.0-flash-fp4), oder schalten Sie den FP8-LM-Head unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>The FP8 head quantizes a BF16 lm_head itself.</source>
        <translation>Der FP8-Head quantisiert selbst einen BF16-lm_head.</translation>
    </message>
    <message>
        <source>no lm_head scale tensor in the weights: lm_head is unquantized</source>
        <translation>kein lm_head-Skalierungstensor in den Gewichten: lm_head ist unquantisiert</translation>
    </message>
    <message>
        <source>Create the engine environment (press Create engine environment in the window), or point Settings &gt; Engine &gt; Engine Python at one you made yourself.</source>
        <translation>Erstellen Sie die Engine-Umgebung (im Fenster auf „Engine-Umgebung erstellen“ klicken) oder lassen Sie Einstellungen &gt; Engine &gt; Engine-Python auf eine selbst angelegte zeigen.</translation>
    </message>
    <message>
        <source>From a terminal: `ling-desk engine-env create`; or by hand: `python3 -m venv ~/ling-engine &amp;&amp; ~/ling-engine/bin/pip install {specs}`, then point Settings &gt; Engine &gt; Engine Python (or --engine-python) at ~/ling-engine/bin/python.</source>
        <translation>Im Terminal: `ling-desk engine-env create`; oder von Hand: `python3 -m venv ~/ling-engine &amp;&amp; ~/ling-engine/bin/pip install {specs}`, dann Einstellungen &gt; Engine &gt; Engine-Python (oder --engine-python) auf ~/ling-engine/bin/python zeigen lassen.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the clauses of one sentence</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>hardware profile: {id} ({title})</source>
        <translation>Hardwareprofil: {id} ({title})</translation>
    </message>
    <message>
        <source>Set Settings &gt; Engine &gt; Hardware profile to auto or a listed profile.</source>
        <translation>Setzen Sie Einstellungen &gt; Engine &gt; Hardwareprofil auf automatisch oder ein aufgeführtes Profil.</translation>
    </message>
    <message>
        <source>the FP8 LM head and the FP32 LM head are both on; they exclude each other</source>
        <translation>FP8-LM-Head und FP32-LM-Head sind beide an; sie schließen einander aus</translation>
    </message>
    <message>
        <source>Turn one of them off in Settings &gt; Optimizations.</source>
        <translation>Schalten Sie einen davon unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>mem_fraction_static={fraction} is above {default} on {gpu}: 0.75 once froze a Spark (unified memory freezes instead of raising)</source>
        <translation>mem_fraction_static={fraction} liegt auf {gpu} über {default}: 0,75 hat schon einen Spark einfrieren lassen (einheitlicher Speicher friert ein, statt einen Fehler zu melden)</translation>
    </message>
    <message>
        <source>Set the memory fraction in Settings &gt; Engine back to the hardware profile's choice ({default}).</source>
        <translation>Setzen Sie den Speicheranteil unter Einstellungen &gt; Engine auf den Wert des Hardwareprofils ({default}) zurück.</translation>
    </message>
    <message>
        <source>In settings.toml: mem_fraction_static = 0 (0 = the profile's {default}).</source>
        <translation>In settings.toml: mem_fraction_static = 0 (0 = der Profilwert {default}).</translation>
    </message>
    <message>
        <source>context_length={length} is above the model's 262144 tokens</source>
        <translation>context_length={length} liegt über den 262144 Token des Modells</translation>
    </message>
    <message>
        <source>Set the context length to 262144 or less in Settings &gt; Engine.</source>
        <translation>Setzen Sie die Kontextlänge unter Einstellungen &gt; Engine auf höchstens 262144.</translation>
    </message>
    <message>
        <source>ready_timeout_s={timeout} is not positive</source>
        <translation>ready_timeout_s={timeout} ist nicht positiv</translation>
    </message>
    <message>
        <source>Set Settings &gt; Engine &gt; Ready timeout to a positive number of minutes.</source>
        <translation>Setzen Sie Einstellungen &gt; Engine &gt; Bereitschaftsfrist auf eine positive Zahl von Minuten.</translation>
    </message>
    <message>
        <source>In settings.toml, ready_timeout_s is in seconds.</source>
        <translation>In settings.toml ist ready_timeout_s in Sekunden angegeben.</translation>
    </message>
    <message>
        <source>settings file: {problem}</source>
        <translation>Einstellungsdatei: {problem}</translation>
    </message>
    <message>
        <source>Contradictory settings: {problems}.</source>
        <translation>Widersprüchliche Einstellungen: {problems}.</translation>
    </message>
    <message>
        <source>{problems}.</source>
        <comment>a list of problems as one sentence</comment>
        <translation>{problems}.</translation>
    </message>
    <message>
        <source>Fix or remove the settings named above in the settings file.</source>
        <translation>Korrigieren oder entfernen Sie die oben genannten Einstellungen in der Einstellungsdatei.</translation>
    </message>
    <message>
        <source>The file is settings.toml in the config folder.</source>
        <translation>Die Datei ist settings.toml im Konfigurationsordner.</translation>
    </message>
    <message>
        <source>The settings agree with each other.</source>
        <translation>Die Einstellungen passen zueinander.</translation>
    </message>
    <message>
        <source>Attached to a running engine: its environment is not ours to inspect.</source>
        <translation>Mit einer laufenden Engine verbunden: Ihre Umgebung zu prüfen, ist nicht unsere Sache.</translation>
    </message>
    <message>
        <source>A custom launcher starts the engine: Ling Desk does not know which Python it runs, so it cannot inspect the engine environment.</source>
        <translation>Ein eigener Starter startet die Engine: Ling Desk weiß nicht, welches Python er nutzt, und kann die Engine-Umgebung daher nicht prüfen.</translation>
    </message>
    <message>
        <source>The engine environment was not probed.</source>
        <translation>Die Engine-Umgebung wurde nicht untersucht.</translation>
    </message>
    <message>
        <source>The engine environment did not run: {error}.</source>
        <translation>Die Engine-Umgebung ließ sich nicht ausführen: {error}.</translation>
    </message>
    <message>
        <source>engine Python: {python}</source>
        <translation>Engine-Python: {python}</translation>
    </message>
    <message>
        <source>absent</source>
        <comment>a package not installed</comment>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>probe error: {error}</source>
        <translation>Probe-Fehler: {error}</translation>
    </message>
    <message>
        <source>SGLang is not installed in the engine environment.</source>
        <translation>SGLang ist in der Engine-Umgebung nicht installiert.</translation>
    </message>
    <message>
        <source>humming-kernels is not installed in the engine environment (sglang {version} is): the Humming MoE backend cannot run.</source>
        <translation>humming-kernels ist in der Engine-Umgebung nicht installiert (sglang {version} schon): Das Humming-MoE-Backend kann nicht laufen.</translation>
    </message>
    <message>
        <source>Humming's MoE kernels are not installed in the engine environment. Create the engine environment again, or install humming-kernels into it; or turn off Humming MoE in Settings &gt; Optimizations.</source>
        <translation>Die MoE-Kernel von Humming sind in der Engine-Umgebung nicht installiert. Erstellen Sie die Engine-Umgebung neu oder installieren Sie humming-kernels hinein; oder schalten Sie Humming MoE unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install 'humming-kernels[cu13]==0.1.12'`.</source>
        <translation>Im Terminal: `&lt;engine python&gt; -m pip install 'humming-kernels[cu13]==0.1.12'`.</translation>
    </message>
    <message>
        <source>torch {version} in the engine environment is a CPU-only build: SGLang cannot use the GPU.</source>
        <translation>torch {version} in der Engine-Umgebung ist ein reiner CPU-Build: SGLang kann die GPU nicht nutzen.</translation>
    </message>
    <message>
        <source>Install a build of torch that can use the GPU in the engine environment: reinstalling SGLang 0.5.23 there brings the CUDA build it pins.</source>
        <translation>Installieren Sie in der Engine-Umgebung einen torch-Build, der die GPU nutzen kann: SGLang 0.5.23 dort neu zu installieren, bringt den CUDA-Build mit, den es festlegt.</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install --force-reinstall 'sglang==0.5.23'`.</source>
        <translation>Im Terminal: `&lt;engine python&gt; -m pip install --force-reinstall 'sglang==0.5.23'`.</translation>
    </message>
    <message>
        <source>torch in the engine environment sees no CUDA device.</source>
        <translation>torch in der Engine-Umgebung sieht kein CUDA-Gerät.</translation>
    </message>
    <message>
        <source>The engine will not start without a GPU: check that the NVIDIA driver lists the GPU and that it is not hidden from the engine.</source>
        <translation>Ohne GPU startet die Engine nicht: Prüfen Sie, ob der NVIDIA-Treiber die GPU aufführt und sie nicht vor der Engine verborgen ist.</translation>
    </message>
    <message>
        <source>Check `nvidia-smi` and CUDA_VISIBLE_DEVICES.</source>
        <translation>Prüfen Sie `nvidia-smi` und CUDA_VISIBLE_DEVICES.</translation>
    </message>
    <message>
        <source>The engine environment has sglang {version}; Ling Desk is built and tested against {wanted}.</source>
        <translation>Die Engine-Umgebung hat sglang {version}; Ling Desk ist für {wanted} gebaut und getestet.</translation>
    </message>
    <message>
        <source>Install SGLang {version} in the engine environment.</source>
        <translation>Installieren Sie SGLang {version} in der Engine-Umgebung.</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install 'sglang=={version}'`.</source>
        <translation>Im Terminal: `&lt;engine python&gt; -m pip install 'sglang=={version}'`.</translation>
    </message>
    <message>
        <source>sglang {sglang} and humming-kernels {humming} run in the engine environment.</source>
        <translation>sglang {sglang} und humming-kernels {humming} laufen in der Engine-Umgebung.</translation>
    </message>
    <message>
        <source>sglang {sglang} run in the engine environment.</source>
        <translation>sglang {sglang} läuft in der Engine-Umgebung.</translation>
    </message>
    <message>
        <source>Attached to a running engine: its installation is not ours to inspect.</source>
        <translation>Mit einer laufenden Engine verbunden: Ihre Installation zu prüfen, ist nicht unsere Sache.</translation>
    </message>
    <message>
        <source>A custom launcher starts the engine: its installation is unknown to Ling Desk.</source>
        <translation>Ein eigener Starter startet die Engine: Ihre Installation kennt Ling Desk nicht.</translation>
    </message>
    <message>
        <source>The engine environment did not answer (see Engine environment).</source>
        <translation>Die Engine-Umgebung hat nicht geantwortet (siehe Engine-Umgebung).</translation>
    </message>
    <message>
        <source>this SGLang has no Humming MoE method (Mxfp4HummingMoEMethod)</source>
        <translation>dieses SGLang hat keine Humming-MoE-Methode (Mxfp4HummingMoEMethod)</translation>
    </message>
    <message>
        <source>Install SGLang {version} with humming-kernels in the engine environment, or turn off Humming MoE in Settings &gt; Optimizations.</source>
        <translation>Installieren Sie SGLang {version} mit humming-kernels in der Engine-Umgebung oder schalten Sie Humming MoE unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install {specs}`.</source>
        <translation>Im Terminal: `&lt;engine python&gt; -m pip install {specs}`.</translation>
    </message>
    <message>
        <source>FP8 LM head: native</source>
        <translation>FP8-LM-Head: nativ</translation>
    </message>
    <message>
        <source>FP8 LM head: through Ling Desk's engine extension (not native)</source>
        <translation>FP8-LM-Head: über die Engine-Erweiterung von Ling Desk (nicht nativ)</translation>
    </message>
    <message>
        <source>this SGLang cannot build an FP8 LM head: it has no native one (fp8_lm_head_native={native}) and Ling Desk's engine extension cannot load there (external_package_supported={supported}, ext_compatible={compatible})</source>
        <translation>dieses SGLang kann keinen FP8-LM-Head bauen: Es hat keinen nativen (fp8_lm_head_native={native}), und die Engine-Erweiterung von Ling Desk lässt sich dort nicht laden (external_package_supported={supported}, ext_compatible={compatible})</translation>
    </message>
    <message>
        <source>Install SGLang {version}, which can load Ling Desk's engine extension, or turn off the FP8 LM head in Settings &gt; Optimizations.</source>
        <translation>Installieren Sie SGLang {version}, das die Engine-Erweiterung von Ling Desk laden kann, oder schalten Sie den FP8-LM-Head unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>sglang=={version} loads the extension through its SGLANG_EXTERNAL_MODEL_PACKAGE hook.</source>
        <translation>sglang=={version} lädt die Erweiterung über seinen SGLANG_EXTERNAL_MODEL_PACKAGE-Hook.</translation>
    </message>
    <message>
        <source>NEXTN draft shares the head module: native</source>
        <translation>NEXTN-Entwurf teilt das Head-Modul: nativ</translation>
    </message>
    <message>
        <source>NEXTN draft shares the head module: through the engine extension</source>
        <translation>NEXTN-Entwurf teilt das Head-Modul: über die Engine-Erweiterung</translation>
    </message>
    <message>
        <source>the Bailing NEXTN draft keeps its own BF16 head module (draft_shares_head_native={native}) and the engine extension cannot fix it here: with an FP8 head every draft would be rejected</source>
        <translation>der Bailing-NEXTN-Entwurf behält sein eigenes BF16-Head-Modul (draft_shares_head_native={native}), und die Engine-Erweiterung kann das hier nicht beheben: Mit einem FP8-Head würde jeder Entwurf verworfen</translation>
    </message>
    <message>
        <source>Turn off the FP8 LM head or NEXTN MTP in Settings &gt; Optimizations, or install an SGLang the engine extension supports.</source>
        <translation>Schalten Sie den FP8-LM-Head oder NEXTN MTP unter Einstellungen &gt; Optimierungen aus, oder installieren Sie ein SGLang, das die Engine-Erweiterung unterstützt.</translation>
    </message>
    <message>
        <source>engine extension problem: {problem}</source>
        <translation>Problem der Engine-Erweiterung: {problem}</translation>
    </message>
    <message>
        <source>The installed SGLang cannot do what the settings ask: {problems}.</source>
        <translation>Das installierte SGLang kann nicht, was die Einstellungen verlangen: {problems}.</translation>
    </message>
    <message>
        <source>Nothing the settings ask needs a special capability.</source>
        <translation>Nichts, was die Einstellungen verlangen, braucht eine besondere Fähigkeit.</translation>
    </message>
    <message>
        <source>container runtime: {runtime}</source>
        <translation>Container-Laufzeit: {runtime}</translation>
    </message>
    <message>
        <source>image: {image}</source>
        <translation>Image: {image}</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>keiner festgelegt</translation>
    </message>
    <message>
        <source>No SGLang image is set for {runtime}.</source>
        <translation>Für {runtime} ist kein SGLang-Image festgelegt.</translation>
    </message>
    <message>
        <source>Set Settings &gt; Engine &gt; Image to an SGLang image.</source>
        <translation>Setzen Sie Einstellungen &gt; Engine &gt; Image auf ein SGLang-Image.</translation>
    </message>
    <message>
        <source>For example lmsysorg/sglang:v0.5.23-cu130.</source>
        <translation>Zum Beispiel lmsysorg/sglang:v0.5.23-cu130.</translation>
    </message>
    <message>
        <source>{runtime} is not installed (not on PATH).</source>
        <translation>{runtime} ist nicht installiert (nicht im PATH).</translation>
    </message>
    <message>
        <source>Install {runtime} and the NVIDIA container toolkit, or run the engine from an engine environment instead (Settings &gt; Engine &gt; Runs in).</source>
        <translation>Installieren Sie {runtime} und das NVIDIA Container Toolkit, oder lassen Sie die Engine stattdessen in einer Engine-Umgebung laufen (Einstellungen &gt; Engine &gt; Läuft in).</translation>
    </message>
    <message>
        <source>An engine environment is a Python venv with sglang and humming-kernels.</source>
        <translation>Eine Engine-Umgebung ist ein Python-venv mit sglang und humming-kernels.</translation>
    </message>
    <message>
        <source>{runtime} did not answer: {error}.</source>
        <translation>{runtime} hat nicht geantwortet: {error}.</translation>
    </message>
    <message>
        <source>Check that the {runtime} service runs.</source>
        <translation>Prüfen Sie, ob der Dienst {runtime} läuft.</translation>
    </message>
    <message>
        <source>The image {image} is not on this machine ({error}).</source>
        <translation>Das Image {image} ist nicht auf diesem Rechner ({error}).</translation>
    </message>
    <message>
        <source>The image {image} is not on this machine.</source>
        <translation>Das Image {image} ist nicht auf diesem Rechner.</translation>
    </message>
    <message>
        <source>Download (pull) the image yourself; Ling Desk never pulls images.</source>
        <translation>Laden Sie das Image selbst herunter (pull); Ling Desk lädt nie Images.</translation>
    </message>
    <message>
        <source>From a terminal: `{runtime} pull {image}`.</source>
        <translation>Im Terminal: `{runtime} pull {image}`.</translation>
    </message>
    <message>
        <source>{runtime} has the image {image}; what it can do is proven once it runs.</source>
        <translation>{runtime} hat das Image {image}; was es kann, zeigt sich, sobald es läuft.</translation>
    </message>
    <message>
        <source>{total} total, {free} free</source>
        <translation>{total} gesamt, {free} frei</translation>
    </message>
    <message>
        <source>memory [N/A] (unified)</source>
        <translation>Speicher [N/A] (einheitlich)</translation>
    </message>
    <message>
        <source>nvidia-smi: {gpu}, compute capability {cc}, {memory}</source>
        <translation>nvidia-smi: {gpu}, Compute Capability {cc}, {memory}</translation>
    </message>
    <message>
        <source>Attached to a running engine: its GPU is its own business.</source>
        <translation>Mit einer laufenden Engine verbunden: Ihre GPU ist ihre Sache.</translation>
    </message>
    <message>
        <source>No NVIDIA GPU found on this machine, and a custom launcher starts the engine (it may run elsewhere): not checked.</source>
        <translation>Auf diesem Rechner wurde keine NVIDIA-GPU gefunden, und ein eigener Starter startet die Engine (sie läuft vielleicht anderswo): nicht geprüft.</translation>
    </message>
    <message>
        <source>nvidia-smi is not installed</source>
        <translation>nvidia-smi ist nicht installiert</translation>
    </message>
    <message>
        <source>nvidia-smi lists no GPU</source>
        <translation>nvidia-smi listet keine GPU</translation>
    </message>
    <message>
        <source>No NVIDIA GPU found ({why}).</source>
        <translation>Keine NVIDIA-GPU gefunden ({why}).</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver so that the GPU is found; the engine needs an NVIDIA GPU with CUDA.</source>
        <translation>Installieren Sie den NVIDIA-Treiber, damit die GPU gefunden wird; die Engine braucht eine NVIDIA-GPU mit CUDA.</translation>
    </message>
    <message>
        <source>nvidia-smi must list the GPU.</source>
        <translation>nvidia-smi muss die GPU aufführen.</translation>
    </message>
    <message>
        <source>hardware profile: {id}</source>
        <translation>Hardwareprofil: {id}</translation>
    </message>
    <message>
        <source>{gpu}: its compute capability is unknown.</source>
        <translation>{gpu}: Ihre Compute Capability ist unbekannt.</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver.</source>
        <translation>Aktualisieren Sie den NVIDIA-Treiber.</translation>
    </message>
    <message>
        <source>Newer nvidia-smi reports compute_cap.</source>
        <translation>Neuere nvidia-smi melden compute_cap.</translation>
    </message>
    <message>
        <source>{gpu} has compute capability {cc}; Humming needs 7.5 or more.</source>
        <translation>{gpu} hat Compute Capability {cc}; Humming braucht 7.5 oder mehr.</translation>
    </message>
    <message>
        <source>Turn off Humming MoE in Settings &gt; Optimizations, or use a newer GPU.</source>
        <translation>Schalten Sie Humming MoE unter Einstellungen &gt; Optimierungen aus oder verwenden Sie eine neuere GPU.</translation>
    </message>
    <message>
        <source>{gpu}, compute capability {cc}.</source>
        <translation>{gpu}, Compute Capability {cc}.</translation>
    </message>
    <message>
        <source>Attached to a running engine: it has its memory already.</source>
        <translation>Mit einer laufenden Engine verbunden: Sie hat ihren Speicher schon.</translation>
    </message>
    <message>
        <source>No GPU found on this machine: free memory not checked (a custom launcher starts the engine).</source>
        <translation>Auf diesem Rechner wurde keine GPU gefunden: freier Speicher nicht geprüft (ein eigener Starter startet die Engine).</translation>
    </message>
    <message>
        <source>No GPU found on this machine: free memory not checked (see GPU).</source>
        <translation>Auf diesem Rechner wurde keine GPU gefunden: freier Speicher nicht geprüft (siehe GPU).</translation>
    </message>
    <message>
        <source>model weights: {size} on disk</source>
        <translation>Modellgewichte: {size} auf der Festplatte</translation>
    </message>
    <message>
        <source>Free memory is unknown (/proc/meminfo unreadable).</source>
        <translation>Freier Speicher unbekannt (/proc/meminfo nicht lesbar).</translation>
    </message>
    <message>
        <source>Check free memory yourself before starting.</source>
        <translation>Prüfen Sie den freien Speicher vor dem Start selbst.</translation>
    </message>
    <message>
        <source>`free -g` shows it.</source>
        <translation>`free -g` zeigt ihn.</translation>
    </message>
    <message>
        <source>/proc/meminfo MemAvailable: {free} (unified memory)</source>
        <translation>/proc/meminfo MemAvailable: {free} (einheitlicher Speicher)</translation>
    </message>
    <message>
        <source>Only {free} free; Ling Desk will not start the engine on {gpu} under {floor} free: out of memory there freezes the whole machine.</source>
        <translation>Nur {free} frei; Ling Desk startet die Engine auf {gpu} nicht unter {floor} freiem Speicher: Speichermangel friert dort den ganzen Rechner ein.</translation>
    </message>
    <message>
        <source>Close other programs (browsers, other models, containers) until at least {floor} of memory is free, then check again.</source>
        <translation>Schließen Sie andere Programme (Browser, andere Modelle, Container), bis mindestens {floor} Speicher frei sind, und prüfen Sie dann erneut.</translation>
    </message>
    <message>
        <source>`free -g` shows it in its available column.</source>
        <translation>`free -g` zeigt ihn in der Spalte available.</translation>
    </message>
    <message>
        <source>Only {free} free for {need} of weights (plus caches).</source>
        <translation>Nur {free} frei für {need} Gewichte (plus Caches).</translation>
    </message>
    <message>
        <source>Close other programs to free memory, or use a smaller checkpoint.</source>
        <translation>Schließen Sie andere Programme, um Speicher freizugeben, oder verwenden Sie einen kleineren Checkpoint.</translation>
    </message>
    <message>
        <source>{free} free (unified memory).</source>
        <translation>{free} frei (einheitlicher Speicher).</translation>
    </message>
    <message>
        <source>{gpu} reports no free memory figure.</source>
        <translation>{gpu} meldet keinen Wert für freien Speicher.</translation>
    </message>
    <message>
        <source>Check the GPU's free memory yourself.</source>
        <translation>Prüfen Sie den freien Speicher der GPU selbst.</translation>
    </message>
    <message>
        <source>`nvidia-smi` shows it.</source>
        <translation>`nvidia-smi` zeigt ihn.</translation>
    </message>
    <message>
        <source>nvidia-smi: {gpu} {free} free of {total}</source>
        <translation>nvidia-smi: {gpu} {free} frei von {total}</translation>
    </message>
    <message>
        <source>{gpu} has {free} free; the weights alone take {need} (plus caches).</source>
        <translation>{gpu} hat {free} frei; die Gewichte allein brauchen {need} (plus Caches).</translation>
    </message>
    <message>
        <source>Stop other programs on the GPU, or use more GPUs or a smaller checkpoint.</source>
        <translation>Beenden Sie andere Programme auf der GPU, oder verwenden Sie mehr GPUs oder einen kleineren Checkpoint.</translation>
    </message>
    <message>
        <source>`nvidia-smi` lists the programs on the GPU; more GPUs means tensor parallel.</source>
        <translation>`nvidia-smi` listet die Programme auf der GPU; mehr GPUs heißt Tensor-Parallelität.</translation>
    </message>
    <message>
        <source>{free} free on {gpu}.</source>
        <translation>{free} frei auf {gpu}.</translation>
    </message>
    <message>
        <source>Attached to a running engine: it has loaded its own model.</source>
        <translation>Mit einer laufenden Engine verbunden: Sie hat ihr eigenes Modell geladen.</translation>
    </message>
    <message>
        <source>(and {n} more problems)</source>
        <translation>(und {n} weitere Probleme)</translation>
    </message>
    <message>
        <source>model folder: {path}</source>
        <translation>Modellordner: {path}</translation>
    </message>
    <message>
        <source>unknown size</source>
        <translation>unbekannte Größe</translation>
    </message>
    <message>
        <source>Ling-3.0-flash checkpoint with its NEXTN layer, {shards} shards, {size}.</source>
        <translation>Ling-3.0-flash-Checkpoint mit NEXTN-Schicht, {shards} Shards, {size}.</translation>
    </message>
    <message>
        <source>Ling-3.0-flash checkpoint, {shards} shards, {size}.</source>
        <translation>Ling-3.0-flash-Checkpoint, {shards} Shards, {size}.</translation>
    </message>
    <message>
        <source>The engine runs in a container: its capabilities are proven once it runs.</source>
        <translation>Die Engine läuft in einem Container: Ihre Fähigkeiten zeigen sich, sobald sie läuft.</translation>
    </message>
    <message>
        <source>Not checked: the engine never became ready.</source>
        <translation>Nicht geprüft: Die Engine wurde nie bereit.</translation>
    </message>
    <message>
        <source>Turned off in Settings &gt; Optimizations.</source>
        <translation>Unter Einstellungen &gt; Optimierungen ausgeschaltet.</translation>
    </message>
    <message>
        <source>Not run: the engine was not started: {why}</source>
        <translation>Nicht ausgeführt: Die Engine wurde nicht gestartet: {why}</translation>
    </message>
    <message>
        <source>Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s with Humming's kernels, about {without} without it).</source>
        <translation>Antworten kommen etwa {pct} % langsamer als möglich (veröffentlicht für DGX Spark: {all} tok/s mit den Humming-Kerneln, etwa {without} ohne sie).</translation>
    </message>
    <message>
        <source>Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s with the FP8 head, about {without} without it).</source>
        <translation>Antworten kommen etwa {pct} % langsamer als möglich (veröffentlicht für DGX Spark: {all} tok/s mit dem FP8-Head, etwa {without} ohne ihn).</translation>
    </message>
    <message>
        <source>Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s with NEXTN, about {without} without it).</source>
        <translation>Antworten kommen etwa {pct} % langsamer als möglich (veröffentlicht für DGX Spark: {all} tok/s mit NEXTN, etwa {without} ohne).</translation>
    </message>
    <message>
        <source>Replies come slower than with NEXTN off (published on DGX Spark: {rejected} tok/s with every draft rejected, about {off} with NEXTN off, {all} with its drafts accepted).</source>
        <translation>Antworten kommen langsamer als mit ausgeschaltetem NEXTN (veröffentlicht für DGX Spark: {rejected} tok/s, wenn jeder Entwurf verworfen wird, etwa {off} ohne NEXTN, {all} mit angenommenen Entwürfen).</translation>
    </message>
    <message>
        <source>Set up the engine environment again: it installs Humming's kernels, which the engine did not find or did not use. The model must be one with a Humming path, such as Ling-3.0-flash-fp4. If the engine still picks another kernel, the engine log says why.</source>
        <translation>Richten Sie die Engine-Umgebung neu ein: Dabei werden die Humming-Kernel installiert, die die Engine nicht gefunden oder nicht genutzt hat. Das Modell muss einen Humming-Pfad haben, etwa Ling-3.0-flash-fp4. Wählt die Engine trotzdem einen anderen Kernel, steht der Grund im Engine-Protokoll.</translation>
    </message>
    <message>
        <source>The checkpoint's MoE needs a Humming path (Ling-3.0-flash-fp4's MXFP4 experts -&gt; Mxfp4HummingMoEMethod); Ling Desk passes --moe-runner-backend humming, so a different resolved backend means the engine overrode it (humming-kernels missing from the engine environment, or a checkpoint without that path).</source>
        <translation>Das MoE des Checkpoints braucht einen Humming-Pfad (die MXFP4-Experten von Ling-3.0-flash-fp4 -&gt; Mxfp4HummingMoEMethod); Ling Desk übergibt --moe-runner-backend humming, ein anderes aufgelöstes Backend heißt also, dass die Engine es übergangen hat (humming-kernels fehlt in der Engine-Umgebung, oder der Checkpoint hat diesen Pfad nicht).</translation>
    </message>
    <message>
        <source>Set up the engine environment again: it installs the engine that Ling Desk's FP8 head works with, and the part of Ling Desk that runs inside it and proves the head. Or turn off the FP8 head in Settings &gt; Optimizations to stop asking for it.</source>
        <translation>Richten Sie die Engine-Umgebung neu ein: Dabei werden die Engine, mit der der FP8-Head von Ling Desk funktioniert, und der Teil von Ling Desk installiert, der in ihr läuft und den Head nachweist. Oder schalten Sie den FP8-Head unter Einstellungen &gt; Optimierungen aus, damit er nicht mehr angefordert wird.</translation>
    </message>
    <message>
        <source>The extension is loaded with SGLANG_EXTERNAL_MODEL_PACKAGE=ling_desk_engine_ext; its report is the LING_DESK_ENGINE_REPORT line in the engine log. Expected in the engine environment: sglang==0.5.23 with a matching humming-kernels.</source>
        <translation>Die Erweiterung wird mit SGLANG_EXTERNAL_MODEL_PACKAGE=ling_desk_engine_ext geladen; ihr Bericht ist die Zeile LING_DESK_ENGINE_REPORT im Engine-Protokoll. Erwartet in der Engine-Umgebung: sglang==0.5.23 mit passendem humming-kernels.</translation>
    </message>
    <message>
        <source>Ling Desk's part inside the engine failed there (the error is quoted above): set up the engine environment again, which installs the engine version it works with; or turn off the FP8 head in Settings &gt; Optimizations.</source>
        <translation>Der Teil von Ling Desk in der Engine ist dort fehlgeschlagen (der Fehler ist oben zitiert): Richten Sie die Engine-Umgebung neu ein, dabei wird die passende Engine-Version installiert; oder schalten Sie den FP8-Head unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>Expected in the engine environment: sglang==0.5.23 with a matching humming-kernels.</source>
        <translation>Erwartet in der Engine-Umgebung: sglang==0.5.23 mit passendem humming-kernels.</translation>
    </message>
    <message>
        <source>Restart without the FP8 head: the drafts are then read correctly and NEXTN gains more than the FP8 head does. Setting up the engine environment again brings back the part of Ling Desk that lets both work together.</source>
        <translation>Neustart ohne FP8-Head: Dann werden die Entwürfe richtig gelesen, und NEXTN bringt mehr als der FP8-Head. Wird die Engine-Umgebung erneut eingerichtet, kommt der Teil von Ling Desk zurück, mit dem beide zusammen funktionieren.</translation>
    </message>
    <message>
        <source>The extension's draft takes the target's head module (set_lm_head_from_target) instead of its weight; without it the draft reads the FP8 weight as BF16.</source>
        <translation>Der Entwurf der Erweiterung übernimmt das Head-Modul des Zielmodells (set_lm_head_from_target) statt nur seines Gewichts; ohne das liest der Entwurf das FP8-Gewicht als BF16.</translation>
    </message>
    <message>
        <source>Restart without the FP8 head to test it, in one click: if the drafts are accepted then, the FP8 head was the cause and stays off; if not, this row says so and offers the next step.</source>
        <translation>Neustart ohne FP8-Head als Test, mit einem Klick: Werden die Entwürfe dann angenommen, war der FP8-Head die Ursache und bleibt aus; wenn nicht, sagt diese Zeile das und bietet den nächsten Schritt an.</translation>
    </message>
    <message>
        <source>Known cause with an FP8 head: a draft that keeps its own head module reads the FP8 weight as BF16 (the engine extension's draft report would say head_shared=false). No draft report was seen in this run.</source>
        <translation>Bekannte Ursache mit FP8-Head: Ein Entwurf mit eigenem Head-Modul liest das FP8-Gewicht als BF16 (der Entwurfsbericht der Engine-Erweiterung würde head_shared=false melden). In diesem Lauf kam kein Entwurfsbericht.</translation>
    </message>
    <message>
        <source>Restart without NEXTN: with its drafts rejected, replies are faster without it. Then check that the model folder holds the complete checkpoint with its NEXTN layer, and read the engine log for warnings about the draft model.</source>
        <translation>Neustart ohne NEXTN: Wenn seine Entwürfe verworfen werden, sind Antworten ohne NEXTN schneller. Prüfen Sie dann, ob der Modellordner den vollständigen Checkpoint mit seiner NEXTN-Schicht enthält, und suchen Sie im Engine-Protokoll nach Warnungen zum Entwurfsmodell.</translation>
    </message>
    <message>
        <source>The draft model is --speculative-draft-model-path, which must be this checkpoint (its NEXTN layer).</source>
        <translation>Das Entwurfsmodell ist --speculative-draft-model-path, und das muss dieser Checkpoint sein (seine NEXTN-Schicht).</translation>
    </message>
    <message>
        <source>Restart with the FP8 head back on and NEXTN off: the FP8 head was not the cause, and with its drafts rejected, replies are faster without NEXTN. Then check that the model folder holds the complete checkpoint with its NEXTN layer, and read the engine log for warnings about the draft model.</source>
        <translation>Neustart mit wieder eingeschaltetem FP8-Head und ohne NEXTN: Der FP8-Head war nicht die Ursache, und bei verworfenen Entwürfen sind Antworten ohne NEXTN schneller. Prüfen Sie dann, ob der Modellordner den vollständigen Checkpoint mit seiner NEXTN-Schicht enthält, und suchen Sie im Engine-Protokoll nach Warnungen zum Entwurfsmodell.</translation>
    </message>
    <message>
        <source>Use SGLang 0.5.23 in the engine environment: it reports every setting the engine resolved.</source>
        <translation>Verwenden Sie SGLang 0.5.23 in der Engine-Umgebung: Es meldet jeden Wert, den die Engine aufgelöst hat.</translation>
    </message>
    <message>
        <source>SGLang 0.5.23's /server_info lists every resolved argument.</source>
        <translation>SGLang 0.5.23 listet in /server_info jedes aufgelöste Argument.</translation>
    </message>
    <message>
        <source>Read the engine log.</source>
        <translation>Lesen Sie das Engine-Protokoll.</translation>
    </message>
    <message>
        <source>The engine broke the streaming protocol: read the engine log; update or reinstall SGLang 0.5.23 in the engine environment.</source>
        <translation>Die Engine hat das Streaming-Protokoll verletzt: Lesen Sie das Engine-Protokoll; aktualisieren Sie SGLang 0.5.23 in der Engine-Umgebung oder installieren Sie es neu.</translation>
    </message>
    <message>
        <source>The engine stopped generating: read the engine log; restart the engine.</source>
        <translation>Die Engine hat aufgehört zu generieren: Lesen Sie das Engine-Protokoll; Neustart der Engine.</translation>
    </message>
    <message>
        <source>The engine dropped the connection: read the engine log (did it crash?).</source>
        <translation>Die Engine hat die Verbindung abgebrochen: Lesen Sie das Engine-Protokoll (ist sie abgestürzt?).</translation>
    </message>
    <message>
        <source>Read the engine log; the model produced nothing for a plain prompt.</source>
        <translation>Lesen Sie das Engine-Protokoll; das Modell hat auf eine einfache Eingabe nichts erzeugt.</translation>
    </message>
    <message>
        <source>engine log: {line}</source>
        <translation>Engine-Protokoll: {line}</translation>
    </message>
    <message>
        <source> (attached: the engine log is unavailable)</source>
        <translation> (verbunden: Engine-Protokoll nicht verfügbar)</translation>
    </message>
    <message>
        <source>{what} {cost}</source>
        <comment>two sentences: what was seen, what it costs</comment>
        <translation>{what} {cost}</translation>
    </message>
    <message>
        <source>No evidence: {what}</source>
        <translation>Kein Nachweis: {what}</translation>
    </message>
    <message>
        <source>Waiting for evidence.</source>
        <translation>Warten auf Nachweise.</translation>
    </message>
    <message>
        <source>engine: {why}</source>
        <translation>Engine: {why}</translation>
    </message>
    <message>
        <source>Fix what stopped the engine first (see the Engine row), then start it again.</source>
        <translation>Beheben Sie zuerst, was die Engine gestoppt hat (siehe Zeile Engine), und lassen Sie sie dann erneut starten.</translation>
    </message>
    <message>
        <source>GET /health -&gt; 200 after {seconds} s</source>
        <translation>GET /health -&gt; 200 nach {seconds} s</translation>
    </message>
    <message>
        <source>The engine became ready, then crashed: {why}</source>
        <translation>Die Engine wurde bereit und ist dann abgestürzt: {why}</translation>
    </message>
    <message>
        <source>The engine answers /health after {seconds} s.</source>
        <translation>Die Engine beantwortet /health nach {seconds} s.</translation>
    </message>
    <message>
        <source>The engine answers /health.</source>
        <translation>Die Engine beantwortet /health.</translation>
    </message>
    <message>
        <source>The engine never became ready.</source>
        <translation>Die Engine wurde nie bereit.</translation>
    </message>
    <message>
        <source>Waiting for the engine to become ready.</source>
        <translation>Warten, bis die Engine bereit ist.</translation>
    </message>
    <message>
        <source>Humming was bypassed: the engine chose another MoE kernel.</source>
        <translation>Humming wurde umgangen: Die Engine hat einen anderen MoE-Kernel gewählt.</translation>
    </message>
    <message>
        <source>Humming was bypassed: the engine log names another MoE kernel.</source>
        <translation>Humming wurde umgangen: Das Engine-Protokoll nennt einen anderen MoE-Kernel.</translation>
    </message>
    <message>
        <source>engine log: no 'for humming moe' line</source>
        <translation>Engine-Protokoll: keine Zeile 'for humming moe'</translation>
    </message>
    <message>
        <source>Humming never runs: the engine built its MoE layers for another kernel although it chose Humming.</source>
        <translation>Humming läuft nie: Die Engine hat ihre MoE-Schichten für einen anderen Kernel gebaut, obwohl sie Humming gewählt hat.</translation>
    </message>
    <message>
        <source>Humming never runs: the engine built its MoE layers for another kernel.</source>
        <translation>Humming läuft nie: Die Engine hat ihre MoE-Schichten für einen anderen Kernel gebaut.</translation>
    </message>
    <message>
        <source>the engine did not answer when asked which settings it runs with.</source>
        <translation>die Engine hat auf die Frage, mit welchen Einstellungen sie läuft, nicht geantwortet.</translation>
    </message>
    <message>
        <source>Read the engine log; the engine may be overloaded.</source>
        <translation>Lesen Sie das Engine-Protokoll; die Engine ist vielleicht überlastet.</translation>
    </message>
    <message>
        <source>the engine's resolved settings were never read.</source>
        <translation>die aufgelösten Einstellungen der Engine wurden nie gelesen.</translation>
    </message>
    <message>
        <source>the engine does not say which MoE kernel it chose (this engine version does not report it).</source>
        <translation>die Engine sagt nicht, welchen MoE-Kernel sie gewählt hat (diese Engine-Version meldet das nicht).</translation>
    </message>
    <message>
        <source>The engine resolved the Humming backend; waiting for the probe.</source>
        <translation>Die Engine hat das Humming-Backend aufgelöst; warte auf die Testgenerierung.</translation>
    </message>
    <message>
        <source>The engine chose Humming, but no MoE layer ever ran it in a real generation.</source>
        <translation>Die Engine hat Humming gewählt, aber keine MoE-Schicht hat es in einer echten Generierung ausgeführt.</translation>
    </message>
    <message>
        <source>engine log: no 'for humming moe' line after the probe generation</source>
        <translation>Engine-Protokoll: keine Zeile 'for humming moe' nach der Testgenerierung</translation>
    </message>
    <message>
        <source>Humming runs the MoE layers (by the resolved backend and the engine's own Humming line){attached}.</source>
        <translation>Humming führt die MoE-Schichten aus (laut aufgelöstem Backend und der eigenen Humming-Zeile der Engine){attached}.</translation>
    </message>
    <message>
        <source>Humming runs the MoE layers (by the resolved backend and the engine extension's report){attached}.</source>
        <translation>Humming führt die MoE-Schichten aus (laut aufgelöstem Backend und dem Bericht der Engine-Erweiterung){attached}.</translation>
    </message>
    <message>
        <source>Humming runs the MoE layers (by the resolved backend){attached}.</source>
        <translation>Humming führt die MoE-Schichten aus (laut aufgelöstem Backend){attached}.</translation>
    </message>
    <message>
        <source>The engine was started with the FP32 output head as well, which rules out the FP8 head.</source>
        <translation>Die Engine wurde zusätzlich mit dem FP32-Ausgabe-Head gestartet, was den FP8-Head ausschließt.</translation>
    </message>
    <message>
        <source>Turn off the FP32 LM head in Settings &gt; Optimizations. Ling Desk never turns both on; a custom launcher or config file did.</source>
        <translation>Schalten Sie den FP32-LM-Head unter Einstellungen &gt; Optimierungen aus. Ling Desk schaltet nie beide ein; das war ein eigener Starter oder eine Konfigurationsdatei.</translation>
    </message>
    <message>
        <source>/server_info shows enable_fp32_lm_head=true: the engine got --enable-fp32-lm-head.</source>
        <translation>/server_info zeigt enable_fp32_lm_head=true: Die Engine hat --enable-fp32-lm-head bekommen.</translation>
    </message>
    <message>
        <source>it is {dtype}</source>
        <translation>er ist {dtype}</translation>
    </message>
    <message>
        <source>its type is not FP8</source>
        <translation>sein Typ ist nicht FP8</translation>
    </message>
    <message>
        <source>Rank 0's head is FP8, but rank {ranks} reports its shard of the head is not.</source>
        <translation>Der Head von Rank 0 ist FP8, aber Rank {ranks} meldet, dass sein Teil des Heads es nicht ist.</translation>
    </message>
    <message>
        <source>Turned off to test NEXTN: with the FP8 head on, NEXTN's accept length was {accept} at the previous start.</source>
        <translation>Ausgeschaltet, um NEXTN zu testen: Mit FP8-Head lag die Akzeptanzlänge von NEXTN beim letzten Start bei {accept}.</translation>
    </message>
    <message>
        <source>report error: {error}</source>
        <translation>Berichtsfehler: {error}</translation>
    </message>
    <message>
        <source>Nothing inside the engine reported on the output head: Ling Desk's part inside the engine failed there.</source>
        <translation>Nichts in der Engine hat über den Ausgabe-Head berichtet: Der Teil von Ling Desk in der Engine ist dort fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Nothing inside the engine reported on the output head.</source>
        <translation>Nichts in der Engine hat über den Ausgabe-Head berichtet.</translation>
    </message>
    <message>
        <source>The loaded output head is not FP8, reported from inside the engine: Ling Desk's part inside the engine failed there.</source>
        <translation>Der geladene Ausgabe-Head ist nicht FP8, wie aus der Engine gemeldet: Der Teil von Ling Desk in der Engine ist dort fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The loaded output head is not FP8, reported from inside the engine ({why}).</source>
        <translation>Der geladene Ausgabe-Head ist nicht FP8, wie aus der Engine gemeldet ({why}).</translation>
    </message>
    <message>
        <source>The engine's FP8 log line was only a claim.</source>
        <translation>Die FP8-Zeile im Engine-Protokoll war nur eine Behauptung.</translation>
    </message>
    <message>
        <source>engine extension: {error}</source>
        <translation>Engine-Erweiterung: {error}</translation>
    </message>
    <message>
        <source>The engine reports an FP8 head; waiting for its resolved settings.</source>
        <translation>Die Engine meldet einen FP8-Head; warte auf ihre aufgelösten Einstellungen.</translation>
    </message>
    <message>
        <source>The loaded LM head is {dtype} with {method} ({kernel} kernel), reported from inside the engine.</source>
        <translation>Der geladene LM-Head ist {dtype} mit {method} ({kernel}-Kernel), wie aus der Engine gemeldet.</translation>
    </message>
    <message>
        <source>an FP8 method</source>
        <translation>einer FP8-Methode</translation>
    </message>
    <message>
        <source>The output head stayed BF16: Ling Desk's part inside the engine does not work with this engine version.</source>
        <translation>Der Ausgabe-Head blieb BF16: Der Teil von Ling Desk in der Engine funktioniert mit dieser Engine-Version nicht.</translation>
    </message>
    <message>
        <source>unreadable engine extension report: {errors}</source>
        <translation>unlesbarer Bericht der Engine-Erweiterung: {errors}</translation>
    </message>
    <message>
        <source>Not provable remotely: the proof is the engine extension's in-engine report on the loaded head, printed in the log of an engine Ling Desk did not start; no server field shows the head's dtype.</source>
        <translation>Aus der Ferne nicht beweisbar: Der Nachweis ist der Bericht der Engine-Erweiterung über den geladenen Head, geschrieben ins Protokoll einer Engine, die Ling Desk nicht gestartet hat; kein Serverfeld zeigt den Datentyp des Heads.</translation>
    </message>
    <message>
        <source>Nothing is wrong as far as can be seen from here. To prove the FP8 head, check the engine on its own machine, where Ling Desk starts it and reads its log.</source>
        <translation>Von hier aus ist nichts falsch zu sehen. Um den FP8-Head nachzuweisen, prüfen Sie die Engine auf ihrem eigenen Rechner, wo Ling Desk sie startet und ihr Protokoll liest.</translation>
    </message>
    <message>
        <source>Run `ling-desk check` on that machine.</source>
        <translation>Führen Sie `ling-desk check` auf diesem Rechner aus.</translation>
    </message>
    <message>
        <source>Waiting for evidence (attached: no engine log).</source>
        <translation>Warten auf Nachweise (verbunden: kein Engine-Protokoll).</translation>
    </message>
    <message>
        <source>The engine says its output head is FP8, but this engine version leaves it in BF16 and nothing inside the engine confirmed it.</source>
        <translation>Die Engine behauptet, ihr Ausgabe-Head sei FP8, aber diese Engine-Version belässt ihn in BF16, und nichts in der Engine hat es bestätigt.</translation>
    </message>
    <message>
        <source>engine environment: fp8_lm_head_native=false (released 0.5.23's Fp8Config leaves ParallelLMHead in BF16)</source>
        <translation>Engine-Umgebung: fp8_lm_head_native=false (die Fp8Config des veröffentlichten 0.5.23 belässt ParallelLMHead in BF16)</translation>
    </message>
    <message>
        <source>The engine claims an FP8 head; waiting for the live checks.</source>
        <translation>Die Engine behauptet einen FP8-Head; warte auf die Live-Prüfungen.</translation>
    </message>
    <message>
        <source>preflight found native FP8-head support</source>
        <translation>die Vorabprüfung fand native FP8-Head-Unterstützung</translation>
    </message>
    <message>
        <source>Ling Desk could not inspect the engine environment</source>
        <translation>Ling Desk konnte die Engine-Umgebung nicht prüfen</translation>
    </message>
    <message>
        <source>The FP8 head rests on the engine's log claim ({basis}); no report from inside the engine confirms the loaded head.</source>
        <translation>Der FP8-Head beruht auf der Behauptung im Engine-Protokoll ({basis}); kein Bericht aus der Engine bestätigt den geladenen Head.</translation>
    </message>
    <message>
        <source>engine log: no LING_DESK_ENGINE_REPORT line (the extension did not load)</source>
        <translation>Engine-Protokoll: keine Zeile LING_DESK_ENGINE_REPORT (die Erweiterung wurde nicht geladen)</translation>
    </message>
    <message>
        <source>Waiting for the engine's report on the loaded head.</source>
        <translation>Warten auf den Bericht der Engine über den geladenen Head.</translation>
    </message>
    <message>
        <source>The engine ignored the FP8 head: it never said it made one, and nothing inside it reported (Ling Desk's part inside the engine did not load).</source>
        <translation>Die Engine hat den FP8-Head ignoriert: Sie hat nie gemeldet, einen erzeugt zu haben, und nichts in ihr hat berichtet (der Teil von Ling Desk in der Engine wurde nicht geladen).</translation>
    </message>
    <message>
        <source>The engine ignored the FP8 head: it never said it made one, and nothing inside it reported.</source>
        <translation>Die Engine hat den FP8-Head ignoriert: Sie hat nie gemeldet, einen erzeugt zu haben, und nichts in ihr hat berichtet.</translation>
    </message>
    <message>
        <source>engine log: no 'Online FP8 quantization enabled for lm_head.' line ({env} ignored) and no LING_DESK_ENGINE_REPORT line (ling_desk_engine_ext was not loaded)</source>
        <translation>Engine-Protokoll: keine Zeile 'Online FP8 quantization enabled for lm_head.' ({env} ignoriert) und keine Zeile LING_DESK_ENGINE_REPORT (ling_desk_engine_ext wurde nicht geladen)</translation>
    </message>
    <message>
        <source>engine log: no 'Online FP8 quantization enabled for lm_head.' line ({env} ignored) and no LING_DESK_ENGINE_REPORT line</source>
        <translation>Engine-Protokoll: keine Zeile 'Online FP8 quantization enabled for lm_head.' ({env} ignoriert) und keine Zeile LING_DESK_ENGINE_REPORT</translation>
    </message>
    <message>
        <source>the engine does not say whether it runs NEXTN (this engine version does not report it).</source>
        <translation>die Engine sagt nicht, ob sie NEXTN ausführt (diese Engine-Version meldet das nicht).</translation>
    </message>
    <message>
        <source>{steps} steps, topk {topk}, {tokens} draft tokens</source>
        <translation>{steps} Schritte, topk {topk}, {tokens} Entwurfstokens</translation>
    </message>
    <message>
        <source>The engine runs without NEXTN's drafts.</source>
        <translation>Die Engine läuft ohne die Entwürfe von NEXTN.</translation>
    </message>
    <message>
        <source>Ling Desk asks for NEXTN multi-token prediction, but the engine runs without it: a custom launcher or config file turned it off, or this SGLang dropped it. Read the engine log.</source>
        <translation>Ling Desk fordert NEXTN-Multi-Token-Vorhersage an, aber die Engine läuft ohne: Ein eigener Starter oder eine Konfigurationsdatei hat sie ausgeschaltet, oder dieses SGLang hat sie fallen gelassen. Lesen Sie das Engine-Protokoll.</translation>
    </message>
    <message>
        <source>Ling Desk passes --speculative-algorithm NEXTN (the engine resolves it to EAGLE).</source>
        <translation>Ling Desk übergibt --speculative-algorithm NEXTN (die Engine löst es zu EAGLE auf).</translation>
    </message>
    <message>
        <source>NEXTN runs with other settings than the recipe's, so its published speed does not hold.</source>
        <translation>NEXTN läuft mit anderen Einstellungen als im Rezept, daher gilt seine veröffentlichte Geschwindigkeit nicht.</translation>
    </message>
    <message>
        <source>Published on DGX Spark with the recipe's: {tps} tok/s.</source>
        <translation>Veröffentlicht für DGX Spark mit den Werten des Rezepts: {tps} tok/s.</translation>
    </message>
    <message>
        <source>differs: {list}</source>
        <translation>weicht ab: {list}</translation>
    </message>
    <message>
        <source>Let Ling Desk set the NEXTN steps and draft tokens (Settings &gt; Optimizations): a custom launcher or config file changed them.</source>
        <translation>Lassen Sie Ling Desk die NEXTN-Schritte und Entwurfstokens festlegen (Einstellungen &gt; Optimierungen): Ein eigener Starter oder eine Konfigurationsdatei hat sie geändert.</translation>
    </message>
    <message>
        <source>Ling Desk passes {depth} (--speculative-num-steps, --speculative-eagle-topk, --speculative-num-draft-tokens).</source>
        <translation>Ling Desk übergibt {depth} (--speculative-num-steps, --speculative-eagle-topk, --speculative-num-draft-tokens).</translation>
    </message>
    <message>
        <source>NEXTN is resolved; waiting for the probe's accept length.</source>
        <translation>NEXTN ist aufgelöst; warte auf die Akzeptanzlänge der Testgenerierung.</translation>
    </message>
    <message>
        <source>No evidence that drafts are accepted: the probe generation failed ({error}).</source>
        <translation>Kein Nachweis, dass Entwürfe angenommen werden: Die Testgenerierung ist fehlgeschlagen ({error}).</translation>
    </message>
    <message>
        <source>No evidence that drafts are accepted: the probe's stream carried no spec_tokens_details.</source>
        <translation>Kein Nachweis, dass Entwürfe angenommen werden: Der Stream der Testgenerierung enthielt keine spec_tokens_details.</translation>
    </message>
    <message>
        <source>Fix the probe's failure (see Probe generation), then check again.</source>
        <translation>Beheben Sie den Fehler der Testgenerierung (siehe Testgenerierung) und prüfen Sie dann erneut.</translation>
    </message>
    <message>
        <source>NEXTN drafts are accepted with the FP8 head off: accept length {accept}, against {before} with it on at the previous start. The FP8 head was the cause; it stays off.</source>
        <translation>NEXTN-Entwürfe werden mit ausgeschaltetem FP8-Head angenommen: Akzeptanzlänge {accept}, gegenüber {before} mit Head beim letzten Start. Der FP8-Head war die Ursache; er bleibt aus.</translation>
    </message>
    <message>
        <source>NEXTN drafts are accepted: accept length {accept} with EAGLE, {depth}{attached}.</source>
        <translation>NEXTN-Entwürfe werden angenommen: Akzeptanzlänge {accept} mit EAGLE, {depth}{attached}.</translation>
    </message>
    <message>
        <source>{measured} Cause, reported from inside the engine: the draft does not share the FP8 output head, so it reads it wrongly.</source>
        <translation>{measured} Ursache, aus der Engine gemeldet: Der Entwurf teilt den FP8-Ausgabe-Head nicht und liest ihn daher falsch.</translation>
    </message>
    <message>
        <source>{measured} The cause is unknown: nothing inside the engine reported on the draft. One known cause is the FP8 head; one restart without it tells.</source>
        <translation>{measured} Die Ursache ist unbekannt: Nichts in der Engine hat über den Entwurf berichtet. Eine bekannte Ursache ist der FP8-Head; ein Neustart ohne ihn zeigt es.</translation>
    </message>
    <message>
        <source>{measured} The FP8 head is not the cause: with it off the drafts are still rejected (accept length {before} with it on at the previous start). The cause is unknown.</source>
        <translation>{measured} Der FP8-Head ist nicht die Ursache: Ohne ihn werden die Entwürfe weiter verworfen (Akzeptanzlänge {before} mit Head beim letzten Start). Die Ursache ist unbekannt.</translation>
    </message>
    <message>
        <source>{measured} The draft shares the output head, so the FP8 head is not the cause; the cause is unknown.</source>
        <translation>{measured} Der Entwurf teilt den Ausgabe-Head, also ist der FP8-Head nicht die Ursache; die Ursache ist unbekannt.</translation>
    </message>
    <message>
        <source>{measured} The cause is unknown.</source>
        <translation>{measured} Die Ursache ist unbekannt.</translation>
    </message>
    <message>
        <source>No draft token was accepted: accept length {accept}, one token per step as without NEXTN (published: {published}).</source>
        <translation>Kein Entwurfstoken wurde angenommen: Akzeptanzlänge {accept}, ein Token pro Schritt wie ohne NEXTN (veröffentlicht: {published}).</translation>
    </message>
    <message>
        <source>Almost every draft token is rejected: accept length {accept}, {per_100} accepted per 100 steps where the published {published} means {normal}.</source>
        <translation>Fast jedes Entwurfstoken wird verworfen: Akzeptanzlänge {accept}, {per_100} angenommen pro 100 Schritte, wo die veröffentlichten {published} für {normal} stehen.</translation>
    </message>
    <message>
        <source>Not run: the engine never became ready.</source>
        <translation>Nicht ausgeführt: Die Engine wurde nie bereit.</translation>
    </message>
    <message>
        <source>The probe generation never ran.</source>
        <translation>Die Testgenerierung lief nie.</translation>
    </message>
    <message>
        <source>Waiting to run the probe generation.</source>
        <translation>Warten auf die Testgenerierung.</translation>
    </message>
    <message>
        <source>The probe generation failed: {error}</source>
        <translation>Die Testgenerierung ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Generated {what}.</source>
        <translation>Erzeugt: {what}.</translation>
    </message>
    <message>
        <source>Not measured: the engine never became ready.</source>
        <translation>Nicht gemessen: Die Engine wurde nie bereit.</translation>
    </message>
    <message>
        <source>Not measured: the probe produced no decode speed.</source>
        <translation>Nicht gemessen: Die Testgenerierung ergab keine Decode-Geschwindigkeit.</translation>
    </message>
    <message>
        <source>Waiting for the probe's decode speed.</source>
        <translation>Warten auf die Decode-Geschwindigkeit der Testgenerierung.</translation>
    </message>
    <message>
        <source>{tps} tok/s measured; no expected figure for {gpu}, so not judged.</source>
        <translation>{tps} tok/s gemessen; für {gpu} gibt es keinen erwarteten Wert, daher keine Bewertung.</translation>
    </message>
    <message>
        <source>expected on {gpu}: ~{tps} tok/s</source>
        <translation>erwartet auf {gpu}: ~{tps} tok/s</translation>
    </message>
    <message>
        <source>Decode at {tps} tok/s is far below the ~{expected} tok/s expected on {gpu}.</source>
        <translation>Decode mit {tps} tok/s liegt weit unter den auf {gpu} erwarteten ~{expected} tok/s.</translation>
    </message>
    <message>
        <source>Look at the optimization checks above and close other programs that use the GPU; then check whether the GPU is throttled (running at lower clocks).</source>
        <translation>Sehen Sie sich die Optimierungsprüfungen oben an und schließen Sie andere Programme, die die GPU nutzen; prüfen Sie dann, ob die GPU gedrosselt ist (mit niedrigerem Takt läuft).</translation>
    </message>
    <message>
        <source>`nvidia-smi -q -d PERFORMANCE` shows the clocks and any throttling.</source>
        <translation>`nvidia-smi -q -d PERFORMANCE` zeigt die Takte und jede Drosselung.</translation>
    </message>
    <message>
        <source>Decode at {tps} tok/s (~{expected} expected).</source>
        <translation>Decode mit {tps} tok/s (~{expected} erwartet).</translation>
    </message>
    <message>
        <source>No evidence.</source>
        <translation>Kein Nachweis.</translation>
    </message>
    <message>
        <source>Read the engine log; run the check again.</source>
        <translation>Lesen Sie das Engine-Protokoll; führen Sie die Prüfung erneut aus.</translation>
    </message>
    <message>
        <source>detail: {detail}</source>
        <translation>Details: {detail}</translation>
    </message>
    <message>
        <source>FAILED: {failed} of {total} checks ({ids})</source>
        <translation>FEHLGESCHLAGEN: {failed} von {total} Prüfungen ({ids})</translation>
    </message>
    <message>
        <source>OK: nothing failed ({n} warnings)</source>
        <translation>OK: nichts fehlgeschlagen ({n} Warnungen)</translation>
    </message>
    <message>
        <source>OK: nothing failed</source>
        <translation>OK: nichts fehlgeschlagen</translation>
    </message>
    <message>
        <source>(the engine printed nothing)</source>
        <translation>(die Engine hat nichts ausgegeben)</translation>
    </message>
    <message>
        <source>The engine did not become ready within {seconds} s (timeout); its last log line: {line}</source>
        <translation>Die Engine wurde nicht innerhalb von {seconds} s bereit (Zeitüberschreitung); ihre letzte Protokollzeile: {line}</translation>
    </message>
    <message>
        <source>Read the engine log: a first start compiles kernels and captures CUDA graphs, which takes minutes. If it was still making progress, raise the ready timeout in Settings &gt; Engine; if it hung, restart it.</source>
        <translation>Lesen Sie das Engine-Protokoll: Ein erster Start kompiliert Kernel und erfasst CUDA-Graphen, das dauert Minuten. Ging es noch voran, erhöhen Sie die Bereitschaftsfrist unter Einstellungen &gt; Engine; hing sie, starten Sie sie neu.</translation>
    </message>
    <message>
        <source>On the command line the ready timeout is --timeout.</source>
        <translation>Auf der Kommandozeile ist die Bereitschaftsfrist --timeout.</translation>
    </message>
    <message>
        <source>The engine {how}.</source>
        <translation>Die Engine: {how}.</translation>
    </message>
    <message>
        <source>Waiting for the engine to be ready.</source>
        <translation>Warten, bis die Engine bereit ist.</translation>
    </message>
    <message>
        <source>Not run: {why}</source>
        <translation>Nicht ausgeführt: {why}</translation>
    </message>
    <message>
        <source>the probe generation failed, so a tool request cannot be answered either.</source>
        <translation>die Testgenerierung ist fehlgeschlagen, also kann auch eine Tool-Anfrage nicht beantwortet werden.</translation>
    </message>
    <message>
        <source>The tool-call probe got an answer it could not read: {error}</source>
        <translation>Die Tool-Aufruf-Probe bekam eine Antwort, die sie nicht lesen konnte: {error}</translation>
    </message>
    <message>
        <source>Restart the engine from Ling Desk, which starts it with Ling's tool-call parser; until then the chat says tools are unavailable instead of showing the raw call.</source>
        <translation>Neustart der Engine aus Ling Desk, das sie mit dem Tool-Aufruf-Parser von Ling startet; bis dahin sagt der Chat, dass Tools nicht verfügbar sind, statt den rohen Aufruf zu zeigen.</translation>
    </message>
    <message>
        <source>The engine needs --tool-call-parser ling3 (SGLang 0.5.23's parser for Ling's &lt;tool_call&gt; format); an attached engine must be started with it.</source>
        <translation>Die Engine braucht --tool-call-parser ling3 (den Parser von SGLang 0.5.23 für das &lt;tool_call&gt;-Format von Ling); eine verbundene Engine muss damit gestartet werden.</translation>
    </message>
    <message>
        <source>Tools may be unavailable; the engine log may say why.</source>
        <translation>Tools sind vielleicht nicht verfügbar; das Engine-Protokoll nennt womöglich den Grund.</translation>
    </message>
    <message>
        <source>Tool calls come back structured.</source>
        <translation>Tool-Aufrufe kommen strukturiert zurück.</translation>
    </message>
    <message>
        <source>A structured call came back, but for {name}, not {wanted}.</source>
        <translation>Ein strukturierter Aufruf kam zurück, aber für {name}, nicht {wanted}.</translation>
    </message>
    <message>
        <source>Tool calls come back as raw &lt;tool_call&gt; text: the engine runs without a working tool-call parser, so tools are unavailable (chatting still works).</source>
        <translation>Tool-Aufrufe kommen als roher &lt;tool_call&gt;-Text zurück: Die Engine läuft ohne funktionierenden Tool-Aufruf-Parser, daher sind Tools nicht verfügbar (Chatten geht weiterhin).</translation>
    </message>
    <message>
        <source>The model answered without calling the probe's tool, so tool calling is not proven.</source>
        <translation>Das Modell hat geantwortet, ohne das Tool der Probe aufzurufen, daher sind Tool-Aufrufe nicht nachgewiesen.</translation>
    </message>
    <message>
        <source>Tools may still work; try one in the chat.</source>
        <translation>Tools funktionieren vielleicht trotzdem; probieren Sie eines im Chat.</translation>
    </message>
    <message>
        <source>The tool-call probe got no answer within {seconds} s.</source>
        <translation>Die Tool-Aufruf-Probe bekam innerhalb von {seconds} s keine Antwort.</translation>
    </message>
    <message>
        <source>The tool-call probe got no answer: {error}</source>
        <translation>Die Tool-Aufruf-Probe bekam keine Antwort: {error}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Engine environment</source>
        <translation>Engine-Umgebung</translation>
    </message>
    <message>
        <source>Engine capabilities</source>
        <translation>Engine-Fähigkeiten</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model files</source>
        <translation>Modelldateien</translation>
    </message>
    <message>
        <source>Free memory</source>
        <translation>Freier Speicher</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>Engine bereit</translation>
    </message>
    <message>
        <source>Humming MoE kernels</source>
        <translation>Humming-MoE-Kernel</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8-LM-Head</translation>
    </message>
    <message>
        <source>NEXTN multi-token prediction</source>
        <translation>NEXTN-Multi-Token-Vorhersage</translation>
    </message>
    <message>
        <source>Probe generation</source>
        <translation>Testgenerierung</translation>
    </message>
    <message>
        <source>Decode speed</source>
        <translation>Decode-Geschwindigkeit</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Tool-Aufrufe</translation>
    </message>
    <message>
        <source>Restart without the FP8 head</source>
        <translation>Ohne FP8-Head neu starten</translation>
    </message>
    <message>
        <source>Restart without NEXTN</source>
        <translation>Ohne NEXTN neu starten</translation>
    </message>
    <message>
        <source>Restart: NEXTN off, FP8 head on</source>
        <translation>Neu starten: NEXTN aus, FP8-Head an</translation>
    </message>
    <message>
        <source>Open the set-up step</source>
        <translation>Einrichtungsschritt öffnen</translation>
    </message>
    <message>
        <source>Open settings</source>
        <translation>Einstellungen öffnen</translation>
    </message>
</context>
</TS>
