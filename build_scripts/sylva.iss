; Inno Setup script for the Windows installer of Sylva. Compile it through
;   python build_scripts/package.py installer
; which defines AppVersion, SourceDir (the built dist\sylva folder), OutputDir, OutputName
; and IconFile on iscc's command line.
;
; Per-user install without administrator rights (%LOCALAPPDATA%\Programs\Sylva), a
; Start-menu entry, an optional desktop shortcut and an uninstaller (Settings > Apps). The
; uninstaller removes the program; the saves and settings (%LOCALAPPDATA%\sylva) stay
; unless the player says yes to deleting them too.

#ifndef AppVersion
  #error Compile through build_scripts/package.py (AppVersion is not defined)
#endif

[Setup]
AppId={{6F0D5B7A-3C41-4E7B-9A0E-5B2C8D1F4A63}
AppName=Sylva
AppVersion={#AppVersion}
AppVerName=Sylva {#AppVersion}
AppPublisher=The Sylva authors
AppComments=Five forest games for one table
PrivilegesRequired=lowest
DefaultDirName={autopf}\Sylva
DefaultGroupName=Sylva
DisableProgramGroupPage=yes
DisableDirPage=auto
UninstallDisplayIcon={app}\sylva.exe
UninstallDisplayName=Sylva
SetupIconFile={#IconFile}
OutputDir={#OutputDir}
OutputBaseFilename={#OutputName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"

[CustomMessages]
english.DeleteSaves=Also delete your saved games and settings?%n%n%1%n%nChoose No to keep them for a later install.
german.DeleteSaves=Auch die gespeicherten Spiele und Einstellungen löschen?%n%n%1%n%nWähle Nein, um sie für eine spätere Installation zu behalten.
dutch.DeleteSaves=Ook je opgeslagen spellen en instellingen verwijderen?%n%n%1%n%nKies Nee om ze te bewaren voor een latere installatie.

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Sylva"; Filename: "{app}\sylva.exe"; WorkingDir: "{app}"
Name: "{autodesktop}\Sylva"; Filename: "{app}\sylva.exe"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\sylva.exe"; Description: "{cm:LaunchProgram,Sylva}"; Flags: nowait postinstall skipifsilent

[Code]
{ The saves live outside the program folder, in the player's data folder: asked, never
  silently, whether to delete them too. A silent uninstall keeps them. }
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Saves: String;
begin
  if CurUninstallStep = usPostUninstall then
  begin
    Saves := ExpandConstant('{localappdata}\sylva');
    if DirExists(Saves) and not UninstallSilent then
      if MsgBox(FmtMessage(CustomMessage('DeleteSaves'), [Saves]), mbConfirmation,
                MB_YESNO or MB_DEFBUTTON2) = IDYES then
        DelTree(Saves, True, True, True);
  end;
end;
